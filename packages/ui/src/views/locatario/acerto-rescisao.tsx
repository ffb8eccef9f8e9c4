import { formatBRL, formatData, MSG_ACERTO, type AcertoLocatario } from '@morada/domain';
import { Banknote, HandCoins } from 'lucide-react';
import { cn } from '../../lib/cn';

const U = MSG_ACERTO.ui;

type AcertoRescisaoProps = {
  /** O acerto da rescisão: a cobrança ou o valor a receber, e a devolução quando registrada. */ acerto: AcertoLocatario;
  /** Classes extras para ajustar o espaçamento na página. */ className?: string;
};

/**
 * O acerto em dinheiro da rescisão do locatário (decisão 025), acima dos pagamentos: a cobrança (que também
 * aparece na lista de pagamentos) ou “A receber”, o que a administração devolve e quando devolveu.
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
