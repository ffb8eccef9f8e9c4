import {
  api,
  criarEnvioIdempotente,
  invalidar,
  useAnuncios,
  useConfiguracoesCompleta,
  useContratosPagina,
  usePagamentosContrato,
  useReajustesContrato,
} from '@morada/api-client';
import {
  formatCompetencia,
  JANELAS_VENCIMENTO,
  MSG,
  MSG_ACESSO,
  type Contrato,
  type ContratoEntradaValida,
  type JanelaVencimento,
  type Pagamento,
} from '@morada/domain';
import { toast } from '@morada/ui/toast';
import { AdminContratosView, type PagarDados } from '@morada/ui/views/admin-contratos';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paraRota, paths } from '../../config/paths';
import { avisarEnvioDosAvisos, errosDoServidor, toastErro, toastSucesso } from '../../lib/notificar';
import { useListaNaUrl, useTotalDePaginas } from '../../lib/use-lista-na-url';
import { useLinkAcesso } from '../acesso/use-link-acesso';
import { useAbrirDaUrl } from './use-abrir-da-url';
import { useCicloContrato } from './use-ciclo-contrato';

const T = MSG.adminUi.contratos;
/** The 'A vencer' windows as the URL writes them (`?vencendoEm=30`). */
const JANELAS_NA_URL = JANELAS_VENCIMENTO.map(String);
// The 'Assinaturas' dialog (issue 37) is its own chunk, loaded when a row opens it.
const AssinaturasContrato = lazy(() => import('../assinaturas/assinaturas-contrato'));

export function ContratosPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Search, 'A vencer' window (active contracts ending within 30/60/90 days) and page, in the URL;
  // the server searches, filters and pages.
  const lista = useListaNaUrl({ vencendoEm: JANELAS_NA_URL });
  const janela = lista.filtros.vencendoEm;
  const vencendoEm = janela === MSG.admin.todos ? null : (Number(janela) as JanelaVencimento);
  const {
    data,
    error,
    isLoading,
    isValidating,
    mutate: recarregarContratos,
  } = useContratosPagina({
    ...lista.consulta,
    vencendoEm: vencendoEm ?? undefined,
  });
  const contratos = data?.dados;
  const totalPaginas = useTotalDePaginas(lista.limitarPagina, { data, isValidating });
  // The agency's administration defaults: the contract form shows them where a contract has none.
  const { data: configuracao } = useConfiguracoesCompleta();
  const ciclo = useCicloContrato(vencendoEm, (j) =>
    lista.setFiltro('vencendoEm', j === null ? MSG.admin.todos : String(j)),
  );
  const { data: anuncios, error: erroAnuncios } = useAnuncios();
  // /admin/contratos/novo opens the new-contract dialog (the dashboard's quick action).
  const [editando, setEditando] = useState<Contrato | 'novo' | null>(
    pathname === paths.contratoNovo.route ? 'novo' : null,
  );
  const [salvando, setSalvando] = useState(false);
  // One Idempotency-Key per receipt submission (the same one when that submission is resent).
  const [enviarRecebimento] = useState(criarEnvioIdempotente);
  const acesso = useLinkAcesso();
  const [errosServidor, setErrosServidor] = useState<Record<string, string> | undefined>();
  const [pagamentosDe, setPagamentosDe] = useState<Contrato | null>(null);
  const {
    data: pagamentos,
    error: erroPagamentos,
    isLoading: pagamentosLoading,
    mutate: recarregarPagamentos,
  } = usePagamentosContrato(pagamentosDe?._id);
  // The history is fetched only while its dialog is open.
  const [historicoDe, setHistoricoDe] = useState<Contrato | null>(null);
  const historico = useReajustesContrato(historicoDe?._id);
  const [assinaturasDe, setAssinaturasDe] = useState<Contrato | null>(null);
  // A dashboard alert's link opens the contract's payments or guarantee.
  useAbrirDaUrl(contratos, {
    pagamentos: setPagamentosDe,
    garantia: (c) => ciclo.onGarantiaDeChange?.(c),
  });

  // Reaching /admin/contratos/novo while the page is mounted opens the dialog too.
  const [rota, setRota] = useState(pathname);
  if (pathname !== rota) {
    setRota(pathname);
    if (pathname === paths.contratoNovo.route) {
      setErrosServidor(undefined);
      setEditando('novo');
    }
  }
  useEffect(() => {
    if (error) toastErro(error, T.erroCarregar, T.fallbackCarregar, 'carregar os contratos');
  }, [error]);
  useEffect(() => {
    if (erroAnuncios)
      toastErro(
        erroAnuncios,
        T.erroCarregarAnuncios,
        T.fallbackCarregarAnuncios,
        'carregar os imóveis disponíveis',
      );
  }, [erroAnuncios]);
  useEffect(() => {
    if (erroPagamentos)
      toastErro(
        erroPagamentos,
        T.erroCarregarPagamentos,
        T.fallbackCarregarPagamentos,
        'carregar os pagamentos',
      );
  }, [erroPagamentos]);

  const mudarEditando = (valor: Contrato | 'novo' | null) => {
    setErrosServidor(undefined);
    setEditando(valor);
    if (valor === null && pathname === paths.contratoNovo.route)
      navigate(paths.contratos.route, { replace: true });
  };

  const salvar = async (dados: ContratoEntradaValida, contrato: Contrato | null) => {
    setSalvando(true);
    setErrosServidor(undefined);
    try {
      const salvo = contrato
        ? await api.contratos.atualizar(contrato._id, dados)
        : await api.contratos.criar(dados);
      // A new tenant's invitation can be shown only now (the server keeps its hash).
      if (salvo?.convite) acesso.mostrar(salvo.convite, MSG_ACESSO.conviteCriado);
      toastSucesso(contrato ? MSG.admin.contratoAtualizado : MSG.admin.contratoCriado, dados.numero);
      await Promise.all([invalidar('contratos'), invalidar('anuncios'), invalidar('dashboard')]);
      mudarEditando(null);
    } catch (e) {
      setErrosServidor(errosDoServidor(e));
      toastErro(e, MSG.detalhe.erroTitulo, MSG.admin.salvarContrato, 'salvar o contrato');
    } finally {
      setSalvando(false);
    }
  };

  const excluir = async (contrato: Contrato) => {
    try {
      await api.contratos.excluir(contrato._id);
    } catch (e) {
      toastErro(e, MSG.detalhe.erroTitulo, MSG.admin.excluirContrato, 'excluir o contrato');
      return;
    }
    toastSucesso(MSG.admin.contratoExcluido, contrato.numero);
    await Promise.all([invalidar('contratos'), invalidar('anuncios'), invalidar('dashboard')]);
  };

  const gerar = async (contrato: Contrato, meses: number) => {
    try {
      const criados = await api.contratos.gerarPagamentos(contrato._id, meses);
      toastSucesso(
        T.pagamentosGerados,
        T.pagamentosGeradosDescricao(Array.isArray(criados) ? criados.length : meses),
      );
      await Promise.all([invalidar('contratos'), invalidar('dashboard')]);
    } catch (e) {
      toastErro(e, T.erroGerar, T.erroGerar, 'gerar os pagamentos');
      throw e;
    }
  };

  const enviarCobranca = async (contrato: Contrato, pagamento?: Pagamento) => {
    try {
      const resposta = await api.contratos.enviarCobranca(contrato._id, pagamento?.id);
      // The server counts the notices it posted; 0 means nothing was overdue, not a failure.
      if (resposta.avisos > 0) avisarEnvioDosAvisos('cobranca', resposta, T.cobrancaEnviadaDescricao);
      else toast({ title: T.cobrancaNenhuma, description: T.cobrancaNenhumaDescricao });
      // 'Última cobrança: …' of the dialog's rows.
      if (pagamentosDe) await recarregarPagamentos();
    } catch (e) {
      // A second cobrança of a payment on the same day answers 409 with the server's sentence.
      toastErro(e, T.erroCobranca, T.erroCobranca, 'enviar a cobrança');
      throw e;
    }
  };

  const registrar = async (pagamento: Pagamento, dados: PagarDados) => {
    try {
      // One Idempotency-Key per submission: a resend of it is answered once, never booked twice.
      await enviarRecebimento([pagamento.id, dados], (chave) =>
        api.pagamentos.pagar(pagamento.id, dados, chave),
      );
      toastSucesso(T.pagamentoRegistrado, formatCompetencia(pagamento.competencia));
      await Promise.all([recarregarPagamentos(), invalidar('dashboard')]);
    } catch (e) {
      // Field errors (above the amount due, a future date) also go under the form's fields.
      toastErro(e, T.erroRegistrar, T.erroRegistrar, 'registrar o pagamento');
      throw e;
    }
  };

  const calcularDevido = (pagamento: Pagamento, data: string) => api.pagamentos.devido(pagamento.id, data);

  return (
    <>
      <AdminContratosView
        contratos={contratos ?? []}
        busca={lista.busca}
        onBuscaChange={lista.setBusca}
        pagina={lista.pagina}
        totalPaginas={totalPaginas}
        onPaginaChange={lista.setPagina}
        anuncios={anuncios ?? []}
        loading={isLoading}
        loadFailed={!!error && !contratos}
        onRetry={() => void recarregarContratos()}
        editando={editando}
        onEditandoChange={mudarEditando}
        salvando={salvando}
        errosServidor={errosServidor}
        padroesAdministracao={configuracao}
        onSalvar={salvar}
        onExcluir={excluir}
        onGerarPagamentos={gerar}
        onEnviarCobranca={enviarCobranca}
        pagamentosDe={pagamentosDe}
        onPagamentosDeChange={setPagamentosDe}
        pagamentos={pagamentos}
        pagamentosLoading={pagamentosLoading}
        pagamentosLoadFailed={!!erroPagamentos && !pagamentos}
        onPagamentosRetry={() => void recarregarPagamentos()}
        onRegistrarPagamento={registrar}
        onCalcularDevido={calcularDevido}
        errosDoErro={errosDoServidor}
        onEnviarConvite={(c) => acesso.gerar(c.inquilino._id, c._id)}
        enviandoConvite={acesso.gerando}
        linkAcesso={acesso.link}
        avisoLinkAcesso={acesso.aviso}
        onFecharLinkAcesso={acesso.fechar}
        agencia={acesso.agencia}
        historicoDe={historicoDe}
        onHistoricoDeChange={setHistoricoDe}
        historico={historico.data}
        historicoLoading={historico.isLoading}
        historicoLoadFailed={!!historico.error && !historico.data}
        onHistoricoRetry={() => void historico.mutate()}
        onVistorias={(c) => navigate(paraRota(paths.vistoriasContrato.href(c._id, c.numero)) ?? '/')}
        onAssinaturasDeChange={setAssinaturasDe}
        {...ciclo}
      />
      {assinaturasDe ? (
        <Suspense fallback={null}>
          <AssinaturasContrato contrato={assinaturasDe} onFechar={() => setAssinaturasDe(null)} />
        </Suspense>
      ) : null}
    </>
  );
}
