import { Download, Receipt } from 'lucide-react';
import {
  acaoBoleto,
  formatBRL,
  formatData,
  isBoletoPago,
  MSG_LOCATARIO,
  MSG_SITE,
  type Boleto,
} from '@morada/domain';
import type { ReactNode } from 'react';
import { BoletoStatus } from '../../components/boleto-status';
import { Button } from '../../components/button';
import { TableCell, TableRow } from '../../components/table';
import { useMediaQuery } from '../../lib/use-media-query';
import { TabelaLista } from '../../components/table/tabela-lista';
import { CopiarBotao } from './copiar-botao';
import { PagamentoCartao } from './pagamento-cartao';

type PagamentosTabProps = {
  boletos: readonly Boleto[];
  baixandoId?: string | null;
  onDownload: (boleto: Boleto) => void;
  /** Copies a linha digitável or PIX code; resolves false when it could not. Defaults to the Clipboard API. */
  onCopiar?: (texto: string) => Promise<boolean>;
};

/** Boleto or Recibo: the download of one payment. */
function BaixarBotao({
  boleto,
  baixandoId,
  onDownload,
  className,
}: Pick<PagamentosTabProps, 'baixandoId' | 'onDownload'> & { boleto: Boleto; className?: string }) {
  return (
    <Button
      size="sm"
      variant="outline"
      className={className}
      disabled={baixandoId === boleto.id}
      onClick={() => onDownload(boleto)}
    >
      {isBoletoPago(boleto.status) ? (
        <Receipt className="size-4" aria-hidden />
      ) : (
        <Download className="size-4" aria-hidden />
      )}
      {acaoBoleto(boleto.status)}
    </Button>
  );
}

/** Cards on phones, the table from md (768 px) up: only one of them is rendered. */
function PagamentosTab(props: PagamentosTabProps) {
  return useMediaQuery('(min-width: 48rem)') ? (
    <PagamentosTabela {...props} />
  ) : (
    <PagamentosCartoes {...props} />
  );
}

function PagamentosCartoes({ boletos, baixandoId, onDownload, onCopiar }: PagamentosTabProps) {
  if (boletos.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
        {MSG_LOCATARIO.locatario.nenhumBoleto}
      </p>
    );
  }
  return (
    <ul data-slot="pagamentos-cartoes" className="grid gap-3">
      {boletos.map((b) => (
        <PagamentoCartao
          key={b.id}
          boleto={b}
          onCopiar={onCopiar}
          acao={<BaixarBotao boleto={b} baixandoId={baixandoId} onDownload={onDownload} className="w-full" />}
        />
      ))}
    </ul>
  );
}

/** A code shown in the table row with its compact copy button. */
function CodigoCopiavel({
  mono = false,
  texto,
  rotulo,
  onCopiar,
  children,
}: Pick<PagamentosTabProps, 'onCopiar'> & {
  /** The whole line in a monospaced font (the linha digitável). */
  mono?: boolean;
  texto: string;
  rotulo: string;
  children: ReactNode;
}) {
  return (
    <p
      className={
        mono
          ? 'mt-1 flex items-center gap-1 font-mono text-xs text-muted-foreground'
          : 'mt-1 flex items-center gap-1 text-xs text-muted-foreground'
      }
    >
      {children}
      <CopiarBotao texto={texto} rotulo={rotulo} onCopiar={onCopiar} compacto />
    </p>
  );
}

function PagamentosTabela({ boletos, baixandoId, onDownload, onCopiar }: PagamentosTabProps) {
  const S = MSG_SITE;
  return (
    <div className="rounded-xl border border-border bg-card">
      <TabelaLista
        colunas={[
          { titulo: S.colDescricao },
          { titulo: S.colValor },
          { titulo: S.colVencimento },
          { titulo: S.colStatus },
          { titulo: S.colAcoes },
        ]}
        quantidade={boletos.length}
        vazio={MSG_LOCATARIO.locatario.nenhumBoleto}
      >
        {boletos.map((b) => {
          const emAberto = !isBoletoPago(b.status);
          return (
            <TableRow key={b.id}>
              {/* Wide enough that the linha digitável wraps in two lines, never into a column of digits. */}
              <TableCell className="min-w-72">
                <p className="font-medium">{b.description}</p>
                {b.linhaDigitavel && emAberto && (
                  <CodigoCopiavel mono texto={b.linhaDigitavel} rotulo={S.copiarLinha} onCopiar={onCopiar}>
                    <span className="break-all">{b.linhaDigitavel}</span>
                  </CodigoCopiavel>
                )}
                {b.pixCopiaECola && emAberto && (
                  <CodigoCopiavel texto={b.pixCopiaECola} rotulo={S.copiarPix} onCopiar={onCopiar}>
                    <span className="shrink-0">{S.pixCopiaECola}:</span>
                    <span className="max-w-48 truncate font-mono">{b.pixCopiaECola}</span>
                  </CodigoCopiavel>
                )}
              </TableCell>
              <TableCell className="whitespace-nowrap">{formatBRL(b.value)}</TableCell>
              <TableCell>{formatData(b.dueDate)}</TableCell>
              <TableCell>
                <BoletoStatus status={b.status} />
              </TableCell>
              <TableCell>
                <BaixarBotao boleto={b} baixandoId={baixandoId} onDownload={onDownload} />
              </TableCell>
            </TableRow>
          );
        })}
      </TabelaLista>
    </div>
  );
}

export { PagamentosTab };
