import {
  AGENCIA,
  formatBRL,
  formatData,
  MSG,
  valorTotalContrato,
  type Anuncio,
  type Contrato,
  type ContratoEntradaValida,
  type LinkAcesso,
  type Pagamento,
  type Reajuste,
  type ValorDevido,
} from '@morada/domain';
import { Plus } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { ConfirmDialog } from '../../components/alert-dialog';
import { Button } from '../../components/button';
import { ContractForm, type PadroesAdministracao } from '../../components/contract-form';
import { DataToolbar } from '../../components/data-toolbar';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../components/dialog';
import { LinkAcessoDialog } from '../../components/link-acesso';
import { Pagination, type ListaNoServidorProps } from '../../components/pagination';
import { Spinner } from '../../components/spinner';
import { StatusBadge } from '../../components/status-badge';
import {
  Table,
  TableBody,
  TableCell,
  TableEmpty,
  TableHead,
  TableHeader,
  TableEmail,
  TableRow,
} from '../../components/table';
import { TableLoadFailed } from '../../components/table/table-load-failed';
import { cn } from '../../lib/cn';
import { acoesCiclo, CicloDialogos, separarCiclo, type CicloContratoProps } from './ciclo-dialogos';
import { ContratoAcoes } from './contrato-acoes';
import { ContratoSituacao } from './contrato-situacao';
import { GerarPagamentosDialog } from './gerar-pagamentos-dialog';
import { HistoricoReajustesDialog } from './historico-reajustes-dialog';
import { PagamentosDialog } from './pagamentos-dialog';
import type { PagarDados } from './registrar-pagamento-form';
import { VencendoFiltro } from './vencendo-filtro';

const T = MSG.adminUi.contratos;

type ContratosListaProps = Omit<ComponentProps<'div'>, 'children'> &
  ListaNoServidorProps & {
    /** The rows of the page shown (the server searches, filters and pages). */
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
    /** The agency's administration defaults, shown as the form's placeholders. */
    padroesAdministracao?: PadroesAdministracao;
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
    /**
     * Issues the invitation of a contract's pending tenant (offered in its row); the app toasts errors
     * and sets `linkAcesso`.
     */
    onEnviarConvite?: (contrato: Contrato) => Promise<unknown>;
    /** Id of the contract whose invitation is being issued. */
    enviandoConvite?: string | null;
    /** The invitation just issued (by onEnviarConvite, or by saving a contract that created its tenant). */
    linkAcesso?: LinkAcesso | null;
    /** A note above the link, e.g. MSG_ACESSO.conviteCriado after saving created the tenant. */
    avisoLinkAcesso?: string;
    onFecharLinkAcesso?: () => void;
    /** The agency's name, in the WhatsApp text of the link. */
    agencia?: string;
    /**
     * The 'Histórico de reajustes' dialog, controlled so the app fetches the chosen contract's
     * history; the row action shows only when `onHistoricoDeChange` is given.
     */
    historicoDe?: Contrato | null;
    onHistoricoDeChange?: (contrato: Contrato | null) => void;
    historico?: readonly Reajuste[] | undefined;
    historicoLoading?: boolean;
    historicoLoadFailed?: boolean;
    onHistoricoRetry?: () => void;
  };

type AdminContratosViewProps = ContratosListaProps & CicloContratoProps;

/** 'Gerenciamento de Contratos'. */
function AdminContratosView({
  contratos,
  busca,
  onBuscaChange,
  pagina,
  totalPaginas,
  onPaginaChange,
  anuncios,
  loading,
  loadFailed = false,
  onRetry,
  editando,
  onEditandoChange,
  salvando = false,
  errosServidor,
  padroesAdministracao,
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
  onEnviarConvite,
  enviandoConvite = null,
  linkAcesso = null,
  avisoLinkAcesso,
  onFecharLinkAcesso,
  agencia = AGENCIA.nome,
  historicoDe = null,
  onHistoricoDeChange,
  historico,
  historicoLoading = false,
  historicoLoadFailed = false,
  onHistoricoRetry,
  className,
  ...resto
}: AdminContratosViewProps) {
  const [ciclo, props] = separarCiclo(resto);
  const [rescindindo, setRescindindo] = useState<Contrato | null>(null);
  const [devolvendo, setDevolvendo] = useState<Contrato | null>(null);
  const [gerandoPara, setGerandoPara] = useState<Contrato | null>(null);
  const [excluindo, setExcluindo] = useState(false);
  // Asked in the app's own dialog (section 5's browser confirm, with its text).
  const [aExcluir, setAExcluir] = useState<Contrato | null>(null);
  const contratoEditado = editando === 'novo' ? null : editando;
  const enviarConvite = (c: Contrato) => void onEnviarConvite?.(c).catch(() => undefined);
  // The link names its user: the contract of that tenant issues the next one.
  const contratoDoLink = linkAcesso && contratos.find((c) => c.inquilino._id === linkAcesso.usuario.id);

  const excluir = async () => {
    if (excluindo || !aExcluir) return;
    setExcluindo(true);
    try {
      await onExcluir(aExcluir);
      setAExcluir(null);
    } catch {
      // Toast shown by the app; the dialog stays so the user can retry or cancel.
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
      <DataToolbar busca={busca} onBuscaChange={onBuscaChange} buscaPlaceholder={T.buscaPlaceholder}>
        {ciclo.onVencendoEmChange ? (
          <VencendoFiltro valor={ciclo.vencendoEm ?? null} onChange={ciclo.onVencendoEmChange} />
        ) : null}
      </DataToolbar>
      {loading && contratos.length === 0 ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label={MSG.guard.carregando} />
        </div>
      ) : (
        <div className="md:overflow-x-auto md:rounded-md md:border md:border-border">
          <Table cartoes>
            <TableHeader>
              <TableRow>
                <TableHead>{T.colNumero}</TableHead>
                <TableHead>{T.colInquilino}</TableHead>
                <TableHead>{T.colImovel}</TableHead>
                <TableHead>{T.colVigencia}</TableHead>
                <TableHead>{T.colValorTotal}</TableHead>
                <TableHead>{T.colStatus}</TableHead>
                <TableHead fixo="fim">{T.colAcoes}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {loadFailed && contratos.length === 0 ? (
                <TableLoadFailed colSpan={7} mensagem={T.fallbackCarregar} onRetry={onRetry} />
              ) : contratos.length === 0 ? (
                <TableEmpty colSpan={7}>{MSG.admin.nenhumContrato}</TableEmpty>
              ) : (
                contratos.map((c) => (
                  <TableRow key={c._id}>
                    <TableCell className="font-medium whitespace-nowrap">{c.numero}</TableCell>
                    <TableCell>
                      <div>{c.inquilino.nome}</div>
                      <div className="min-w-32 text-xs text-muted-foreground">
                        <TableEmail email={c.inquilino.email} />
                      </div>
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
                      <ContratoSituacao contrato={c} />
                    </TableCell>
                    <TableCell fixo="fim">
                      <ContratoAcoes
                        contrato={c}
                        onEditar={() => onEditandoChange(c)}
                        onGerarPagamentos={() => setGerandoPara(c)}
                        onPagamentos={() => onPagamentosDeChange(c)}
                        onEnviarCobranca={() => void onEnviarCobranca(c).catch(() => undefined)}
                        onExcluir={() => setAExcluir(c)}
                        excluindo={excluindo}
                        onEnviarConvite={onEnviarConvite ? () => enviarConvite(c) : undefined}
                        enviandoConvite={enviandoConvite === c._id}
                        onHistoricoReajustes={onHistoricoDeChange ? () => onHistoricoDeChange(c) : undefined}
                        {...acoesCiclo(c, ciclo, setRescindindo, setDevolvendo)}
                      />
                    </TableCell>
                  </TableRow>
                ))
              )}
            </TableBody>
          </Table>
        </div>
      )}
      <Pagination pagina={pagina} totalPaginas={totalPaginas} onPaginaChange={onPaginaChange} />
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
              padroesAdministracao={padroesAdministracao}
              onSubmit={(dados) => onSalvar(dados, contratoEditado)}
              onCancel={() => onEditandoChange(null)}
            />
          ) : null}
        </DialogContent>
      </Dialog>
      <LinkAcessoDialog
        link={linkAcesso}
        onOpenChange={(o) => !o && onFecharLinkAcesso?.()}
        agencia={agencia}
        aviso={avisoLinkAcesso}
        gerando={contratoDoLink ? enviandoConvite === contratoDoLink._id : false}
        onGerarNovo={contratoDoLink && onEnviarConvite ? () => onEnviarConvite(contratoDoLink) : undefined}
      />
      <GerarPagamentosDialog
        contrato={gerandoPara}
        onOpenChange={(o) => !o && setGerandoPara(null)}
        onGerar={onGerarPagamentos}
      />
      <HistoricoReajustesDialog
        contrato={historicoDe}
        reajustes={historico}
        loading={historicoLoading}
        loadFailed={historicoLoadFailed}
        onRetry={onHistoricoRetry}
        onOpenChange={(o) => !o && onHistoricoDeChange?.(null)}
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
      <CicloDialogos
        ciclo={ciclo}
        rescindindo={rescindindo}
        onRescindindoChange={setRescindindo}
        devolvendo={devolvendo}
        onDevolvendoChange={setDevolvendo}
        errosDoErro={errosDoErro}
        hoje={hoje}
      />
      <ConfirmDialog
        open={aExcluir !== null}
        onOpenChange={(o) => !o && !excluindo && setAExcluir(null)}
        title={MSG.admin.confirmarExcluirContrato}
        description={aExcluir?.numero ?? ''}
        onConfirm={excluir}
        busy={excluindo}
      />
    </div>
  );
}

export { AdminContratosView };
export type { AdminContratosViewProps, CicloContratoProps, PagarDados };
