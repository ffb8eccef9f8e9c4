import { api, invalidar, useAnuncios, useContratos, usePagamentosContrato } from '@morada/api-client';
import { MSG, type Contrato, type ContratoEntradaValida, type Pagamento } from '@morada/domain';
import { AdminContratosView } from '@morada/ui/views/admin-contratos';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths';
import { errosDoServidor, toastErro, toastSucesso } from '../../lib/notificar';

const T = MSG.adminUi.contratos;

export function ContratosPage() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { data: contratos, error, isLoading } = useContratos();
  const { data: anuncios } = useAnuncios();
  // /admin/contratos/novo opens the new-contract dialog (the dashboard's quick action).
  const [editando, setEditando] = useState<Contrato | 'novo' | null>(pathname === paths.contratoNovo.route ? 'novo' : null);
  const [salvando, setSalvando] = useState(false);
  const [errosServidor, setErrosServidor] = useState<Record<string, string> | undefined>();
  const [pagamentosDe, setPagamentosDe] = useState<Contrato | null>(null);
  const { data: pagamentos, isLoading: pagamentosLoading, mutate: recarregarPagamentos } = usePagamentosContrato(pagamentosDe?._id);

  useEffect(() => {
    if (pathname === paths.contratoNovo.route) setEditando('novo');
  }, [pathname]);
  useEffect(() => {
    if (error) toastErro(error, T.erroCarregar, T.erroCarregar, 'carregar os contratos');
  }, [error]);

  const mudarEditando = (valor: Contrato | 'novo' | null) => {
    setErrosServidor(undefined);
    setEditando(valor);
    if (valor === null && pathname === paths.contratoNovo.route) navigate(paths.contratos.route, { replace: true });
  };

  const salvar = async (dados: ContratoEntradaValida, contrato: Contrato | null) => {
    setSalvando(true);
    setErrosServidor(undefined);
    try {
      if (contrato) await api.contratos.atualizar(contrato._id, dados);
      else await api.contratos.criar(dados);
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
      toastSucesso(MSG.admin.contratoExcluido, contrato.numero);
      await Promise.all([invalidar('contratos'), invalidar('anuncios'), invalidar('dashboard')]);
    } catch (e) {
      toastErro(e, MSG.detalhe.erroTitulo, MSG.admin.excluirContrato, 'excluir o contrato');
    }
  };

  const gerar = async (contrato: Contrato, meses: number) => {
    try {
      const criados = await api.contratos.gerarPagamentos(contrato._id, meses);
      toastSucesso(T.pagamentosGerados, T.pagamentosGeradosDescricao(Array.isArray(criados) ? criados.length : meses));
      await Promise.all([invalidar('contratos'), invalidar('dashboard')]);
    } catch (e) {
      toastErro(e, T.erroGerar, T.erroGerar, 'gerar os pagamentos');
      throw e;
    }
  };

  const enviarCobranca = async (contrato: Contrato, pagamento?: Pagamento) => {
    try {
      await api.contratos.enviarCobranca(contrato._id, pagamento?.id);
      toastSucesso(T.cobrancaEnviada, T.cobrancaEnviadaDescricao);
    } catch (e) {
      toastErro(e, T.erroCobranca, T.erroCobranca, 'enviar a cobrança');
      throw e;
    }
  };

  const registrar = async (pagamento: Pagamento, dataPagamento: string) => {
    try {
      await api.pagamentos.pagar(pagamento.id, dataPagamento);
      toastSucesso(T.pagamentoRegistrado, pagamento.competencia);
      await Promise.all([recarregarPagamentos(), invalidar('dashboard')]);
    } catch (e) {
      toastErro(e, T.erroRegistrar, T.erroRegistrar, 'registrar o pagamento');
      throw e;
    }
  };

  return (
    <AdminContratosView
      contratos={contratos ?? []}
      anuncios={anuncios ?? []}
      loading={isLoading}
      editando={editando}
      onEditandoChange={mudarEditando}
      salvando={salvando}
      errosServidor={errosServidor}
      onSalvar={salvar}
      onExcluir={excluir}
      onGerarPagamentos={gerar}
      onEnviarCobranca={enviarCobranca}
      pagamentosDe={pagamentosDe}
      onPagamentosDeChange={setPagamentosDe}
      pagamentos={pagamentos}
      pagamentosLoading={pagamentosLoading}
      onRegistrarPagamento={registrar}
    />
  );
}
