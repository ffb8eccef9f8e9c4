import { formatBRL, formatCompetencia, formatData, MSG, type Contrato, type Pagamento } from '@morada/domain';
import { useState } from 'react';
import { Button } from '../../components/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/dialog';
import { Input } from '../../components/input';
import { Spinner } from '../../components/spinner';
import { StatusBadge } from '../../components/status-badge';
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

const T = MSG.adminUi.contratos;

/** The user's calendar day (not UTC): a payment recorded at 22h in Brasília is still today there. */
const hojeLocal = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

type PagamentosDialogProps = {
  contrato: Contrato | null;
  pagamentos: readonly Pagamento[] | undefined;
  loading: boolean;
  /** The payments could not be loaded: an error line with a retry instead of 'no payments'. */
  loadFailed?: boolean;
  onRetry?: () => void;
  onOpenChange: (open: boolean) => void;
  onRegistrar: (pagamento: Pagamento, dataPagamento: string) => Promise<unknown>;
  onEnviarCobranca: (pagamento: Pagamento) => Promise<unknown>;
};

/** A contract's monthly payments: status, updated value, 'Registrar pagamento' with a date. */
function PagamentosDialog({
  contrato,
  pagamentos,
  loading,
  loadFailed = false,
  onRetry,
  onOpenChange,
  onRegistrar,
  onEnviarCobranca,
}: PagamentosDialogProps) {
  const [registrando, setRegistrando] = useState<string | null>(null);
  const [data, setData] = useState(hojeLocal());
  const [ocupado, setOcupado] = useState<string | null>(null);
  const executar = async (id: string, acao: () => Promise<unknown>) => {
    setOcupado(id);
    try {
      await acao();
      setRegistrando(null);
    } catch {
      // Toast shown by the app.
    } finally {
      setOcupado(null);
    }
  };
  return (
    <Dialog open={contrato !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-4xl">
        <DialogHeader>
          <DialogTitle>{T.pagamentosTitulo(contrato?.numero ?? '')}</DialogTitle>
          <DialogDescription>{contrato?.inquilino.nome}</DialogDescription>
        </DialogHeader>
        {loading ? (
          <div className="flex min-h-32 items-center justify-center">
            <Spinner label={MSG.guard.carregando} />
          </div>
        ) : (
          <div className="overflow-x-auto">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>{T.competencia}</TableHead>
                  <TableHead>{T.vencimento}</TableHead>
                  <TableHead>{T.valor}</TableHead>
                  <TableHead>{T.valorAtualizado}</TableHead>
                  <TableHead>{T.colStatus}</TableHead>
                  <TableHead className="text-right">{T.colAcoes}</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {loadFailed && !pagamentos?.length ? (
                  <TableLoadFailed colSpan={6} mensagem={T.fallbackCarregarPagamentos} onRetry={onRetry} />
                ) : !pagamentos || pagamentos.length === 0 ? (
                  <TableEmpty colSpan={6}>{T.semPagamentos}</TableEmpty>
                ) : (
                  pagamentos.map((p) => (
                    <TableRow key={p.id} data-pagamento={p.competencia}>
                      <TableCell>{formatCompetencia(p.competencia)}</TableCell>
                      <TableCell>{formatData(p.vencimento)}</TableCell>
                      <TableCell className="whitespace-nowrap">{formatBRL(p.valor)}</TableCell>
                      <TableCell className="whitespace-nowrap">{formatBRL(p.valorAtualizado)}</TableCell>
                      <TableCell>
                        <StatusBadge status={p.status} />
                        {p.dataPagamento ? (
                          <span className="ml-2 text-xs text-muted-foreground">
                            {formatData(p.dataPagamento)}
                          </span>
                        ) : null}
                      </TableCell>
                      <TableCell>
                        {p.status === 'RECEIVED' || p.status === 'CANCELLED' ? null : registrando === p.id ? (
                          <div className="flex items-center justify-end gap-2">
                            <Input
                              type="date"
                              aria-label={T.dataPagamento}
                              value={data}
                              onChange={(e) => setData(e.target.value)}
                              className="w-40"
                            />
                            <Button
                              type="button"
                              size="sm"
                              disabled={ocupado === p.id || !data}
                              onClick={() => executar(p.id, () => onRegistrar(p, data))}
                            >
                              {ocupado === p.id ? MSG.admin.salvando : T.confirmar}
                            </Button>
                            <Button
                              type="button"
                              size="sm"
                              variant="ghost"
                              onClick={() => setRegistrando(null)}
                            >
                              {MSG.admin.cancelar}
                            </Button>
                          </div>
                        ) : (
                          <div className="flex justify-end gap-2">
                            <Button
                              type="button"
                              size="sm"
                              variant="outline"
                              onClick={() => {
                                setData(hojeLocal());
                                setRegistrando(p.id);
                              }}
                            >
                              {T.registrarPagamento}
                            </Button>
                            <Button
                              type="button"
                              size="sm"
                              variant="ghost"
                              disabled={ocupado === p.id}
                              onClick={() => executar(p.id, () => onEnviarCobranca(p))}
                            >
                              {T.enviarCobranca}
                            </Button>
                          </div>
                        )}
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}

export { PagamentosDialog };
