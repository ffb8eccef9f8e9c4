import { api, invalidar, isApiError, useContasCobranca, useLancamentos } from '@morada/api-client';
import {
  ACOES_API,
  MSG_COBRANCA_UI,
  ORIGENS_LANCAMENTO,
  SITUACOES_LANCAMENTO,
  type ImportacaoBancaria,
  type LancamentoAutomatico,
} from '@morada/domain';
import { AdminConciliacaoView, type PedidoImportacao } from '@morada/ui/views/admin-conciliacao';
import { useEffect, useState } from 'react';
import { servidor, toastErro, toastSucesso } from '../../lib/notificar';
import { useListaNaUrl, useTotalDePaginas } from '../../lib/use-lista-na-url';

const T = MSG_COBRANCA_UI.conciliacao;

/** The dialog's list of open payments (module-level: one stable function for its effect). */
const buscarCandidatos = (l: LancamentoAutomatico, busca: string) =>
  api.cobranca.lancamentos.candidatos(l.id, busca);

/** A booking changed payments: the journal and every screen that shows payments read the server again. */
const releituraGeral = () =>
  Promise.all([invalidar('cobranca'), invalidar('contratos'), invalidar('repasses'), invalidar('dashboard')]);

/**
 * /admin/conciliacao: importing a retorno or OFX file (and its summary), the journal of automatic
 * postings (webhook, retorno, extrato), matching or discarding a pending credit, undoing a posting.
 */
export function ConciliacaoPage() {
  const lista = useListaNaUrl({ situacao: SITUACOES_LANCAMENTO, origem: ORIGENS_LANCAMENTO });
  const [importacao, setImportacao] = useState<ImportacaoBancaria | null>(null);
  const [erroImportacao, setErroImportacao] = useState<string | null>(null);
  // After an import the journal shows that file's postings only, until "Ver todos os lançamentos".
  const [filtroImportacao, setFiltroImportacao] = useState<string | null>(null);
  const { data, error, isLoading, isValidating, mutate } = useLancamentos({
    ...lista.consulta,
    ...(filtroImportacao ? { importacao: filtroImportacao } : {}),
  });
  const contas = useContasCobranca();
  const totalPaginas = useTotalDePaginas(lista.limitarPagina, { data, isValidating });
  useEffect(() => {
    if (error) toastErro(error, T.erroCarregar, T.erroCarregar, ACOES_API.listarLancamentos);
  }, [error]);
  useEffect(() => {
    if (contas.error)
      toastErro(
        contas.error,
        MSG_COBRANCA_UI.contas.erroCarregar,
        MSG_COBRANCA_UI.contas.erroCarregar,
        ACOES_API.listarContasCobranca,
      );
  }, [contas.error]);

  const importar = async ({ contaId, tipo, arquivo }: PedidoImportacao) => {
    setErroImportacao(null);
    try {
      const feita =
        tipo === 'retorno'
          ? await api.cobranca.importacoes.retorno(contaId, arquivo)
          : await api.cobranca.importacoes.extrato(contaId, arquivo);
      setImportacao(feita);
      setFiltroImportacao(feita.id);
      lista.setPagina(1);
      toastSucesso(T.importado, T.resumo(feita));
      await releituraGeral();
    } catch (e) {
      setImportacao(null);
      // A refused file: the server's message names the line and the field, shown under the form.
      const doServidor = isApiError(e) && e.status !== undefined ? servidor(e.corpo) : undefined;
      if (doServidor) setErroImportacao(doServidor);
      else
        toastErro(
          e,
          T.erroImportar,
          T.erroImportar,
          tipo === 'retorno' ? ACOES_API.importarRetorno : ACOES_API.importarExtrato,
        );
      throw e;
    }
  };

  /** Runs a change to one posting; a refusal is shown and the journal read again (it may have changed). */
  const alterar = async (
    acao: () => Promise<unknown>,
    erro: string,
    acaoApi: string,
    sucesso: () => void,
  ) => {
    try {
      await acao();
      sucesso();
      await releituraGeral();
    } catch (e) {
      toastErro(e, erro, erro, acaoApi);
      void mutate();
      throw e;
    }
  };

  const desfazer = (l: LancamentoAutomatico) =>
    alterar(
      () => api.cobranca.lancamentos.desfazer(l.id),
      T.erroDesfazer,
      ACOES_API.desfazerLancamento,
      () => toastSucesso(T.desfeito, T.desfeitoDescricao),
    );
  const conciliar = (l: LancamentoAutomatico, pagamentoId: string) =>
    alterar(
      () => api.cobranca.lancamentos.conciliar(l.id, pagamentoId),
      T.erroConciliar,
      ACOES_API.conciliarLancamento,
      () => toastSucesso(T.conciliado, T.conciliadoDescricao),
    );
  const descartar = (l: LancamentoAutomatico) =>
    alterar(
      () => api.cobranca.lancamentos.descartar(l.id),
      T.erroDescartar,
      ACOES_API.descartarLancamento,
      () => toastSucesso(T.descartado),
    );

  return (
    <AdminConciliacaoView
      lancamentos={data?.dados ?? []}
      loading={isLoading}
      loadFailed={Boolean(error) && !data}
      onRetry={() => void mutate()}
      situacao={lista.filtros.situacao}
      onSituacaoChange={(v) => lista.setFiltro('situacao', v)}
      origem={lista.filtros.origem}
      onOrigemChange={(v) => lista.setFiltro('origem', v)}
      pagina={lista.pagina}
      totalPaginas={totalPaginas}
      onPaginaChange={lista.setPagina}
      onDesfazer={desfazer}
      onConciliar={conciliar}
      buscarCandidatos={buscarCandidatos}
      onDescartar={descartar}
      importar={{
        contas: contas.data ?? [],
        onImportar: importar,
        importacao,
        erro: erroImportacao,
        filtrado: filtroImportacao !== null,
        onVerTodos: () => {
          setFiltroImportacao(null);
          lista.setPagina(1);
        },
      }}
    />
  );
}
