import type { ReactNode } from 'react';
import { formatBRL, formatData, isBoletoPago, MSG_SITE, type Boleto } from '@morada/domain';
import { BoletoStatus } from '../../components/boleto-status';
import { CopiarBotao } from './copiar-botao';

type PagamentoCartaoProps = {
  boleto: Boleto;
  onCopiar?: (texto: string) => Promise<boolean>;
  /** The Boleto/Recibo button. */
  acao: ReactNode;
};

/** One payment on a phone: what it is, how much, when, its status, the codes to copy and the download. */
function PagamentoCartao({ boleto: b, onCopiar, acao }: PagamentoCartaoProps) {
  const S = MSG_SITE;
  const emAberto = !isBoletoPago(b.status);
  return (
    <li
      data-slot="pagamento-cartao"
      aria-label={b.description}
      className="grid gap-3 rounded-xl border border-border bg-card p-4 text-card-foreground"
    >
      <div className="flex items-start justify-between gap-3">
        <p className="font-medium">{b.description}</p>
        <BoletoStatus status={b.status} />
      </div>
      <dl className="grid grid-cols-2 gap-3 text-sm">
        <div>
          <dt className="text-xs text-muted-foreground">{S.colValor}</dt>
          <dd className="font-semibold whitespace-nowrap">{formatBRL(b.value)}</dd>
        </div>
        <div>
          <dt className="text-xs text-muted-foreground">{S.colVencimento}</dt>
          <dd className="font-semibold">{formatData(b.dueDate)}</dd>
        </div>
      </dl>
      {b.linhaDigitavel && emAberto && (
        <div className="grid gap-1.5">
          <p className="text-xs text-muted-foreground">{S.linhaDigitavel}</p>
          {/* The full card width: the digits wrap in two or three lines, never into a column. */}
          <p className="rounded-md bg-muted px-3 py-2 font-mono text-xs break-all">{b.linhaDigitavel}</p>
          <CopiarBotao texto={b.linhaDigitavel} rotulo={S.copiarLinha} onCopiar={onCopiar} />
        </div>
      )}
      {b.pixCopiaECola && emAberto && (
        <div className="grid gap-1.5">
          <p className="text-xs text-muted-foreground">{S.pixCopiaECola}</p>
          {/* PIX codes run past 100 characters: one truncated line, the button copies all of it. */}
          <p className="truncate rounded-md bg-muted px-3 py-2 font-mono text-xs" title={b.pixCopiaECola}>
            {b.pixCopiaECola}
          </p>
          <CopiarBotao texto={b.pixCopiaECola} rotulo={S.copiarPix} onCopiar={onCopiar} />
        </div>
      )}
      {acao}
    </li>
  );
}

export { PagamentoCartao };
