import { Copy, Download, Receipt } from 'lucide-react';
import { acaoBoleto, formatBRL, formatData, isBoletoPago, MSG, MSG_SITE, type Boleto } from '@morada/domain';
import { BoletoStatus } from '../../components/boleto-status';
import { Button } from '../../components/button';
import {
  Table,
  TableBody,
  TableCell,
  TableEmpty,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/table';

type PagamentosTabProps = {
  boletos: readonly Boleto[];
  baixandoId?: string | null;
  onDownload: (boleto: Boleto) => void;
  onCopyLinha?: (linha: string) => void;
};

function PagamentosTab({ boletos, baixandoId, onDownload, onCopyLinha }: PagamentosTabProps) {
  const S = MSG_SITE;
  return (
    <div className="overflow-x-auto rounded-xl border border-border bg-card">
      <Table>
        <TableHeader>
          <TableRow>
            <TableHead>{S.colDescricao}</TableHead>
            <TableHead>{S.colValor}</TableHead>
            <TableHead>{S.colVencimento}</TableHead>
            <TableHead>{S.colStatus}</TableHead>
            <TableHead>{S.colAcoes}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {boletos.length === 0 ? (
            <TableEmpty colSpan={5}>{MSG.locatario.nenhumBoleto}</TableEmpty>
          ) : (
            boletos.map((b) => (
              <TableRow key={b.id}>
                <TableCell>
                  <p className="font-medium">{b.description}</p>
                  {b.linhaDigitavel && !isBoletoPago(b.status) && (
                    <p className="mt-1 flex items-center gap-1 font-mono text-xs break-all text-muted-foreground">
                      {b.linhaDigitavel}
                      {onCopyLinha && (
                        <button
                          type="button"
                          aria-label={S.copiarLinha}
                          className="ml-1 rounded p-1 hover:bg-muted"
                          onClick={() => onCopyLinha(b.linhaDigitavel ?? '')}
                        >
                          <Copy className="size-3.5" aria-hidden />
                        </button>
                      )}
                    </p>
                  )}
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatBRL(b.value)}</TableCell>
                <TableCell>{formatData(b.dueDate)}</TableCell>
                <TableCell>
                  <BoletoStatus status={b.status} />
                </TableCell>
                <TableCell>
                  <Button
                    size="sm"
                    variant="outline"
                    disabled={baixandoId === b.id}
                    onClick={() => onDownload(b)}
                  >
                    {isBoletoPago(b.status) ? (
                      <Receipt className="size-4" aria-hidden />
                    ) : (
                      <Download className="size-4" aria-hidden />
                    )}
                    {acaoBoleto(b.status)}
                  </Button>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </div>
  );
}

export { PagamentosTab };
