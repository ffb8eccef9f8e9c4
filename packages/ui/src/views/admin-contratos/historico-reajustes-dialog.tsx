import {
  formatBRL,
  formatData,
  formatPercentualReajuste,
  INDICE_REAJUSTE_INFO,
  MSG_REAJUSTE,
  periodoDosMeses,
  type Contrato,
  type Reajuste,
} from '@morada/domain';
import {
  Table,
  TableBody,
  TableCell,
  TableEmpty,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/table';
import { TableLoadFailed } from '../../components/table/table-load-failed';
import { ContratoTabelaDialog } from './contrato-tabela-dialog';

const T = MSG_REAJUSTE.adminUi.historico;
const COLUNAS = 7;

type HistoricoReajustesDialogProps = {
  /** The contract whose history is shown; null closes the dialog. */
  contrato: Contrato | null;
  onOpenChange: (open: boolean) => void;
  reajustes?: readonly Reajuste[] | undefined;
  loading?: boolean;
  loadFailed?: boolean;
  onRetry?: (() => void) | undefined;
};

/** 'Histórico de reajustes' of one contract, newest first (as the server answers). */
function HistoricoReajustesDialog({
  contrato,
  onOpenChange,
  reajustes,
  loading = false,
  loadFailed = false,
  onRetry,
}: HistoricoReajustesDialogProps) {
  return (
    <ContratoTabelaDialog contrato={contrato} onOpenChange={onOpenChange} titulo={T.titulo} loading={loading}>
      <Table cartoes>
        <TableHeader>
          <TableRow>
            <TableHead>{T.colAniversario}</TableHead>
            <TableHead>{T.colIndice}</TableHead>
            <TableHead>{T.colPeriodo}</TableHead>
            <TableHead className="text-right">{T.colVariacao}</TableHead>
            <TableHead>{T.colAluguel}</TableHead>
            <TableHead>{T.colAplicadoEm}</TableHead>
            <TableHead className="text-right whitespace-normal">{T.colBoletos}</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {loadFailed && !reajustes?.length ? (
            <TableLoadFailed colSpan={COLUNAS} mensagem={T.falhaCarregar} onRetry={onRetry} />
          ) : !reajustes || reajustes.length === 0 ? (
            <TableEmpty colSpan={COLUNAS}>{T.vazio}</TableEmpty>
          ) : (
            reajustes.map((r) => (
              <TableRow key={r.id}>
                <TableCell className="whitespace-nowrap">{formatData(r.aniversario)}</TableCell>
                <TableCell className="whitespace-nowrap">{INDICE_REAJUSTE_INFO[r.indice].rotulo}</TableCell>
                <TableCell className="whitespace-nowrap">{periodoDosMeses(r.meses) || '—'}</TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {r.dispensado ? T.dispensado : formatPercentualReajuste(r.variacaoAcumulada)}
                </TableCell>
                <TableCell className="whitespace-nowrap tabular-nums">
                  {formatBRL(r.aluguelAnterior)} → {formatBRL(r.aluguelNovo)}
                </TableCell>
                <TableCell className="whitespace-nowrap">{formatData(r.aplicadoEm)}</TableCell>
                <TableCell className="text-right tabular-nums">{r.pagamentosReemitidos}</TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </ContratoTabelaDialog>
  );
}

export { HistoricoReajustesDialog };
export type { HistoricoReajustesDialogProps };
