import { formatBRL, formatData, MSG_ACERTO, type AcertoLocatario } from '@morada/domain';
import { Banknote, HandCoins } from 'lucide-react';
import { cn } from '../../lib/cn';

const U = MSG_ACERTO.ui;

type AcertoRescisaoProps = { acerto: AcertoLocatario; className?: string };

/**
 * The tenant's rescisão settlement in money (decision 025), above their payments: the charge (itself
 * listed with the payments) or "A receber", what the administration gives back, and when it did.
 */
function AcertoRescisao({ acerto, className }: AcertoRescisaoProps) {
  const { cobranca, devolucao } = acerto;
  if (!cobranca && !devolucao) return null;
  return (
    <section
      data-slot="acerto-rescisao"
      aria-label={U.acertoTitulo}
      className={cn('space-y-2 rounded-xl border border-border bg-card p-4 text-sm', className)}
    >
      {cobranca ? (
        <p className="flex items-start gap-2">
          <Banknote className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          {U.cobrancaLocatario(formatBRL(cobranca.valor), formatData(cobranca.vencimento))}
        </p>
      ) : null}
      {devolucao ? (
        <div className="flex items-start gap-2">
          <HandCoins className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden />
          <div>
            <h3 className="font-semibold">{U.aReceber}</h3>
            <p>
              {devolucao.data
                ? U.recebidoDescricao(formatBRL(devolucao.valor), formatData(devolucao.data))
                : U.aReceberDescricao(formatBRL(devolucao.valor))}
            </p>
          </div>
        </div>
      ) : null}
    </section>
  );
}

export { AcertoRescisao };
export type { AcertoRescisaoProps };
