import {
  contratoCorrespondeBusca,
  formatBRL,
  formatData,
  MSG,
  valorTotalContrato,
  type Anuncio,
  type Contrato,
  type ContratoEntradaValida,
  type Pagamento,
  type ValorDevido,
} from '@morada/domain';
import { CalendarPlus, Pencil, Plus, Receipt, Send, Trash2 } from 'lucide-react';
import { useMemo, useState, type ComponentProps } from 'react';
import { Button } from '../../components/button';
import { ContractForm } from '../../components/contract-form';
import { DataToolbar } from '../../components/data-toolbar';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../components/dialog';
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
import { cn } from '../../lib/cn';
import { GerarPagamentosDialog } from './gerar-pagamentos-dialog';
import { PagamentosDialog } from './pagamentos-dialog';
import type { PagarDados } from './registrar-pagamento-form';

const T = MSG.adminUi.contratos;

type AdminContratosViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  contratos: readonly Contrato[];
  anuncios: readonly Anuncio[];
  loading: boolean;
  /** The list could not be loaded: an error line with a retry replaces the empty-state text. */
  loadFailed?: boolean;
  onRetry?: () => void;
  /** The form dialog: null closed, 'novo' for a new contract, or the contract being edited. */
  editando: Contrato | 'novo' | null;
  onEditandoChange: (valor: Contrato | 'novo' | null) => void;
  salvando?: boolean;
  errosServidor?: Record<string, string>;
  onSalvar: (dados: ContratoEntradaValida, contrato: Contrato | null) => void;
  /** While the returned promise runs, the delete buttons stay disabled (no double delete). */
  onExcluir: (contrato: Contrato) => Promise<unknown> | void;
  onGerarPagamentos: (contrato: Contrato, meses: number) => Promise<unknown>;
  onEnviarCobranca: (contrato: Contrato, pagamento?: Pagamento) => Promise<unknown>;
  /** The payments dialog is controlled so the app can fetch the chosen contract's payments. */
  pagamentosDe: Contrato | null;
  onPagamentosDeChange: (contrato: Contrato | null) => void;
  pagamentos?: readonly Pagamento[];
  pagamentosLoading?: boolean;
  pagamentosLoadFailed?: boolean;
  onPagamentosRetry?: () => void;
  /** PATCH …/pagar; rejects when refused, so the form stays open with errosDoErro's field errors. */
  onRegistrarPagamento: (pagamento: Pagamento, dados: PagarDados) => Promise<unknown>;
  /** GET …/devido?data=: the amount due on a date, suggested in the register form. */
  onCalcularDevido: (pagamento: Pagamento, data: string) => Promise<ValorDevido>;
  /** { campo: mensagem } of a rejected onRegistrarPagamento (the app reads its own error type). */
  errosDoErro?: (erro: unknown) => Record<string, string> | undefined;
  /** The agency's day, 'YYYY-MM-DD'; today in America/Sao_Paulo unless a story fixes it. */
  hoje?: string;
  /** Browser confirm by default (section 5: contracts use a browser confirm). */
  confirmar?: (mensagem: string) => boolean;
};

/** 'Gerenciamento de Contratos'. */
function AdminContratosView({
  contratos,
  anuncios,
  loading,
  loadFailed = false,
  onRetry,
  editando,
  onEditandoChange,
  salvando = false,
  errosServidor,
  onSalvar,
  onExcluir,
  onGerarPagamentos,
  onEnviarCobranca,
  pagamentosDe,
  onPagamentosDeChange,
  pagamentos,
  pagamentosLoading = false,
  pagamentosLoadFailed = false,
  onPagamentosRetry,
  onRegistrarPagamento,
  onCalcularDevido,
  errosDoErro,
  hoje,
  confirmar = (m) => window.confirm(m),
  className,
  ...props
}: AdminContratosViewProps) {
  const [busca, setBusca] = useState('');
  const [gerandoPara, setGerandoPara] = useState<Contrato | null>(null);
  const [excluindo, setExcluindo] = useState(false);
  const filtrados = useMemo(
    () => contratos.filter((c) => contratoCorrespondeBusca(c, busca)),
    [contratos, busca],
  );
  const contratoEditado = editando === 'novo' ? null : editando;

  const excluir = async (contrato: Contrato) => {
    if (excluindo || !confirmar(MSG.admin.confirmarExcluirContrato)) return;
    setExcluindo(true);
    try {
      await onExcluir(contrato);
    } catch {
      // Toast shown by the app.
    } finally {
      setExcluindo(false);
    }
  };

  return (
    <div data-slot="admin-contratos" className={cn('space-y-6', className)} {...props}>
      <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <h1 className="text-2xl font-bold tracking-tight">{MSG.admin.gestaoContratos}</h1>
        <Button type="button" onClick={() => onEditandoChange('novo')}>
          <Plus className="size-4" aria-hidden />
          {MSG.dashboard.novoContrato}
        </Button>
      </header>
      <DataToolbar busca={busca} onBuscaChange={setBusca} buscaPlaceholder={T.buscaPlaceholder} />
      {loading && contratos.length === 0 ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label={MSG.guard.carregando} />
        </div>
      ) : (
        <div className="overflow-x-auto rounded-md border border-border">
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{T.colNumero}</TableHead>
                <TableHead>{T.colInquilino}</TableHead>
                <TableHead>{T.colImovel}</TableHead>
                <TableHead>{T.colVigencia}</TableHead>
                <TableHead>{T.colValorTotal}</TableHead>
                <TableHead>{T.colStatus}</TableHead>
                <TableHead className="text-right">{T.colAcoes}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {loadFailed && contratos.length === 0 ? (
                <TableLoadFailed colSpan={7} mensagem={T.fallbackCarregar} onRetry={onRetry} />
              ) : filtrados.length === 0 ? (
                <TableEmpty colSpan={7}>{MSG.admin.nenhumContrato}</TableEmpty>
              ) : (
                filtrados.map((c) => (
                  <TableRow key={c._id}>
                    <TableCell className="font-medium whitespace-nowrap">{c.numero}</TableCell>
                    <TableCell>
                      <div>{c.inquilino.nome}</div>
                      <div className="text-xs text-muted-foreground">{c.inquilino.email}</div>
                    </TableCell>
                    <TableCell>
                      <div>{c.imovel.titulo}</div>
                      <div className="text-xs text-muted-foreground">
                        {c.imovel.endereco} — {c.imovel.cidade}
                      </div>
                    </TableCell>
                    <TableCell className="min-w-24">
                      {formatData(c.dataInicio)} – {formatData(c.dataFim)}
                    </TableCell>
                    <TableCell className="whitespace-nowrap">{formatBRL(valorTotalContrato(c))}</TableCell>
                    <TableCell>
                      <StatusBadge status={c.status} />
                    </TableCell>
                    <TableCell>
                      <div className="flex justify-end">
                        <Button
                          type="button"
                          size="icon"
                          variant="ghost"
                          className="size-8"
                          aria-label={`${MSG.admin.editar} ${c.numero}`}
                          title={MSG.admin.editar}
                          onClick={() => onEditandoChange(c)}
                        >
                          <Pencil className="size-4" aria-hidden />
                        </Button>
                        <Button
                          type="button"
                          size="icon"
                          variant="ghost"
                          className="size-8"
                          aria-label={`${T.gerarPagamentos} ${c.numero}`}
                          title={T.gerarPagamentos}
                          onClick={() => setGerandoPara(c)}
                        >
                          <CalendarPlus className="size-4" aria-hidden />
                        </Button>
                        <Button
                          type="button"
                          size="icon"
                          variant="ghost"
                          className="size-8"
                          aria-label={`${T.pagamentos} ${c.numero}`}
                          title={T.pagamentos}
                          onClick={() => onPagamentosDeChange(c)}
                        >
                          <Receipt className="size-4" aria-hidden />
                        </Button>
                        <Button
                          type="button"
                          size="icon"
                          variant="ghost"
                          className="size-8"
                          aria-label={`${T.enviarCobranca} ${c.numero}`}
                          title={T.enviarCobranca}
                          onClick={() => onEnviarCobranca(c).catch(() => undefined)}
                        >
                          <Send className="size-4" aria-hidden />
                        </Button>
                        <Button
                          type="button"
                          size="icon"
                          variant="ghost"
                          className="size-8"
                          aria-label={`${MSG.admin.excluir} ${c.numero}`}
                          title={MSG.admin.excluir}
                          disabled={excluindo}
                          onClick={() => void excluir(c)}
                        >
                          <Trash2 className="size-4 text-destructive" aria-hidden />
                        </Button>
                      </div>
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </div>
      )}
      <Dialog open={editando !== null} onOpenChange={(o) => !o && !salvando && onEditandoChange(null)}>
        <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-3xl">
          <DialogHeader>
            <DialogTitle>{contratoEditado ? T.editarContrato : MSG.dashboard.novoContrato}</DialogTitle>
          </DialogHeader>
          {editando !== null ? (
            <ContractForm
              key={contratoEditado?._id ?? 'novo'}
              contrato={contratoEditado}
              anuncios={anuncios}
              busy={salvando}
              errosServidor={errosServidor}
              onSubmit={(dados) => onSalvar(dados, contratoEditado)}
              onCancel={() => onEditandoChange(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <GerarPagamentosDialog
        contrato={gerandoPara}
        onOpenChange={(o) => !o && setGerandoPara(null)}
        onGerar={onGerarPagamentos}
      />
      <PagamentosDialog
        contrato={pagamentosDe}
        pagamentos={pagamentos}
        loading={pagamentosLoading}
        loadFailed={pagamentosLoadFailed}
        onRetry={onPagamentosRetry}
        onOpenChange={(o) => !o && onPagamentosDeChange(null)}
        onRegistrar={onRegistrarPagamento}
        onCalcularDevido={onCalcularDevido}
        errosDoErro={errosDoErro}
        hoje={hoje}
        onEnviarCobranca={(p) => (pagamentosDe ? onEnviarCobranca(pagamentosDe, p) : Promise.resolve())}
      />
    </div>
  );
}

export { AdminContratosView };
export type { AdminContratosViewProps, PagarDados };
