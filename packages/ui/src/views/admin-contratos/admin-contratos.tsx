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
import { Button } from '../../components/button';
import { ContractForm, type PadroesAdministracao } from '../../components/contract-form';
import { DataToolbar } from '../../components/data-toolbar';
import { LinkAcessoDialog } from '../../components/link-acesso';
import { Pagination, type ListaNoServidorProps } from '../../components/pagination';
import { StatusBadge } from '../../components/status-badge';
import { TableCell, TableEmail, TableRow } from '../../components/table';
import { TabelaAdmin } from '../../components/table/tabela-lista';
import { cn } from '../../lib/cn';
import { acoesCiclo, CicloDialogos, separarCiclo, type CicloContratoProps } from './ciclo-dialogos';
import { ContratoAcoes } from './contrato-acoes';
import { ContratoSituacao } from './contrato-situacao';
import { GerarPagamentosDialog } from './gerar-pagamentos-dialog';
import { HistoricoReajustesDialog } from './historico-reajustes-dialog';
import { PagamentosDialog } from './pagamentos-dialog';
import type { PagarDados } from './registrar-pagamento-form';
import { VencendoFiltro } from './vencendo-filtro';
import { ConfirmarAcao } from '../partes/confirmacao';
import { Dialogo } from '../partes/dialogo';
import { useAcaoConfirmada } from '../partes/use-acao-confirmada';

const T = MSG.adminUi.contratos;

type ContratosListaProps = Omit<ComponentProps<'div'>, 'children'> &
  ListaNoServidorProps & {
    /** Linhas da página exibida (o servidor busca, filtra e pagina). */
    contratos: readonly Contrato[];
    /** Anúncios de locação oferecidos no formulário de contrato. */
    anuncios: readonly Anuncio[];
    /** A lista está carregando pela primeira vez. */
    loading: boolean;
    /**
     * A lista não pôde ser carregada: uma linha de erro com “tentar novamente” substitui o texto de lista
     * vazia.
     */
    loadFailed?: boolean;
    /** “Tentar novamente” depois de uma falha ao carregar. */
    onRetry?: () => void;
    /** Diálogo do formulário: `null` fechado, `'novo'` para um contrato novo, ou o contrato em edição. */
    editando: Contrato | 'novo' | null;
    /** O diálogo do formulário abriu (contrato novo ou em edição) ou fechou. */
    onEditandoChange: (valor: Contrato | 'novo' | null) => void;
    /** Salvando o contrato: o botão mostra “Salvando...” e fica desabilitado. */
    salvando?: boolean;
    /** `{ campo: mensagem }` devolvidos pelo servidor, mostrados no formulário. */
    errosServidor?: Record<string, string>;
    /** Padrões de administração da imobiliária, mostrados como exemplo nos campos do formulário. */
    padroesAdministracao?: PadroesAdministracao;
    /** “Salvar” no formulário: os dados válidos e o contrato em edição (`null` para um novo). */
    onSalvar: (dados: ContratoEntradaValida, contrato: Contrato | null) => void;
    /**
     * Enquanto a promessa devolvida está em andamento, os botões de excluir ficam desabilitados (sem exclusão
     * dupla).
     */
    onExcluir: (contrato: Contrato) => Promise<unknown> | void;
    /** “Gerar pagamentos” de um contrato, pela quantidade de meses. */
    onGerarPagamentos: (contrato: Contrato, meses: number) => Promise<unknown>;
    /** “Enviar cobrança” de um contrato (ou de um pagamento dele). */
    onEnviarCobranca: (contrato: Contrato, pagamento?: Pagamento) => Promise<unknown>;
    /** O diálogo de pagamentos é controlado para que o app busque os pagamentos do contrato escolhido. */
    pagamentosDe: Contrato | null;
    /** O diálogo de pagamentos abriu (com o contrato) ou fechou. */
    onPagamentosDeChange: (contrato: Contrato | null) => void;
    /** Os pagamentos do contrato aberto no diálogo. */
    pagamentos?: readonly Pagamento[];
    /** Os pagamentos estão carregando. */
    pagamentosLoading?: boolean;
    /** Os pagamentos não carregaram: a mensagem e “Tentar novamente”. */
    pagamentosLoadFailed?: boolean;
    /** “Tentar novamente” no diálogo de pagamentos. */
    onPagamentosRetry?: () => void;
    /**
     * PATCH …/pagar; rejeita quando recusado, e o formulário fica aberto com os erros de campo de
     * `errosDoErro`.
     */
    onRegistrarPagamento: (pagamento: Pagamento, dados: PagarDados) => Promise<unknown>;
    /** GET …/devido?data=: o valor devido numa data, sugerido no formulário de registro. */
    onCalcularDevido: (pagamento: Pagamento, data: string) => Promise<ValorDevido>;
    /** `{ campo: mensagem }` de um `onRegistrarPagamento` rejeitado (o app lê o próprio tipo de erro). */
    errosDoErro?: (erro: unknown) => Record<string, string> | undefined;
    /**
     * O dia da imobiliária, 'YYYY-MM-DD'; hoje em America/Sao_Paulo, salvo quando uma história fixa a data.
     */
    hoje?: string;
    /**
     * Gera o convite do locatário pendente de um contrato (oferecido na linha); o app mostra os erros e
     * define `linkAcesso`.
     */
    onEnviarConvite?: (contrato: Contrato) => Promise<unknown>;
    /** Id do contrato cujo convite está sendo gerado. */
    enviandoConvite?: string | null;
    /** O convite recém-gerado (por `onEnviarConvite`, ou ao salvar um contrato que criou o locatário). */
    linkAcesso?: LinkAcesso | null;
    /** Observação acima do link, ex.: `MSG_ACESSO.conviteCriado` quando salvar criou o locatário. */
    avisoLinkAcesso?: string;
    /** O diálogo do link de acesso foi fechado. */
    onFecharLinkAcesso?: () => void;
    /** Nome da imobiliária, usado no texto do WhatsApp do link. */
    agencia?: string;
    /**
     * Diálogo “Histórico de reajustes”, controlado para que o app busque o histórico do contrato escolhido; a
     * ação da linha só aparece quando `onHistoricoDeChange` é informado.
     */
    historicoDe?: Contrato | null;
    /** O diálogo “Histórico de reajustes” abriu (com o contrato) ou fechou. */
    onHistoricoDeChange?: (contrato: Contrato | null) => void;
    /** Os reajustes do contrato; `undefined` enquanto carregam. */
    historico?: readonly Reajuste[] | undefined;
    /** O histórico está carregando. */
    historicoLoading?: boolean;
    /** O histórico não carregou: a mensagem e “Tentar novamente”. */
    historicoLoadFailed?: boolean;
    /** “Tentar novamente” no histórico. */
    onHistoricoRetry?: () => void;
  };

type AdminContratosViewProps = ContratosListaProps & CicloContratoProps;

/**
 * Tela “Gerenciamento de Contratos”: lista paginada com busca e filtro “A vencer”, cadastro e edição de
 * contratos e, em cada linha, pagamentos, garantia, renovação, rescisão e convite do locatário.
 */
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
  // Asked in the app's own dialog (section 5's browser confirm, with its text).
  const exclusao = useAcaoConfirmada(async (c: Contrato) => onExcluir(c));
  const contratoEditado = editando === 'novo' ? null : editando;
  const enviarConvite = (c: Contrato) => void onEnviarConvite?.(c).catch(() => undefined);
  // The link names its user: the contract of that tenant issues the next one.
  const contratoDoLink = linkAcesso && contratos.find((c) => c.inquilino._id === linkAcesso.usuario.id);

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
      <TabelaAdmin
        carregando={loading}
        colunas={[
          { titulo: T.colNumero },
          { titulo: T.colInquilino },
          { titulo: T.colImovel },
          { titulo: T.colVigencia },
          { titulo: T.colValorTotal },
          { titulo: T.colStatus },
          { titulo: T.colAcoes, fixo: 'fim' },
        ]}
        quantidade={contratos.length}
        falha={{ ativo: loadFailed, mensagem: T.fallbackCarregar, onRetry }}
        vazio={MSG.admin.nenhumContrato}
      >
        {contratos.map((c) => (
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
                onExcluir={() => exclusao.setAlvo(c)}
                excluindo={exclusao.ocupado}
                onEnviarConvite={onEnviarConvite ? () => enviarConvite(c) : undefined}
                enviandoConvite={enviandoConvite === c._id}
                onHistoricoReajustes={onHistoricoDeChange ? () => onHistoricoDeChange(c) : undefined}
                {...acoesCiclo(c, ciclo, setRescindindo, setDevolvendo)}
              />
            </TableCell>
          </TableRow>
        ))}
      </TabelaAdmin>
      <Pagination pagina={pagina} totalPaginas={totalPaginas} onPaginaChange={onPaginaChange} />
      <Dialogo
        open={editando !== null}
        onOpenChange={(o) => !o && !salvando && onEditandoChange(null)}
        titulo={contratoEditado ? T.editarContrato : MSG.dashboard.novoContrato}
        className="max-h-[90vh] overflow-y-auto sm:max-w-3xl"
      >
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
      </Dialogo>
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
      <ConfirmarAcao
        acao={exclusao}
        titulo={MSG.admin.confirmarExcluirContrato}
        descricao={(c) => c?.numero ?? ''}
      />
    </div>
  );
}

export { AdminContratosView };
export type { AdminContratosViewProps, CicloContratoProps, PagarDados };
