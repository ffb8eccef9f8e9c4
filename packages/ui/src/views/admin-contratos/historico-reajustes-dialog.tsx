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
import { TableCell, TableRow } from '../../components/table';
import { TabelaLista } from '../../components/table/tabela-lista';
import { ContratoTabelaDialog } from './contrato-tabela-dialog';

const T = MSG_REAJUSTE.adminUi.historico;

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
      <TabelaLista
        cartoes
        colunas={[
          { titulo: T.colAniversario },
          { titulo: T.colIndice },
          { titulo: T.colPeriodo },
          { titulo: T.colVariacao, className: 'text-right' },
          { titulo: T.colAluguel },
          { titulo: T.colAplicadoEm },
          { titulo: T.colBoletos, className: 'text-right whitespace-normal' },
        ]}
        quantidade={reajustes?.length ?? 0}
        falha={{ ativo: loadFailed, mensagem: T.falhaCarregar, onRetry }}
        vazio={T.vazio}
      >
        {reajustes?.map((r) => (
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
        ))}
      </TabelaLista>
    </ContratoTabelaDialog>
  );
}

export { HistoricoReajustesDialog };
export type { HistoricoReajustesDialogProps };
