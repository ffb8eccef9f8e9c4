import { api, invalidar, useLancamentos } from '@morada/api-client';
import {
  ACOES_API,
  MSG_COBRANCA_UI,
  ORIGENS_LANCAMENTO,
  SITUACOES_LANCAMENTO,
  type LancamentoAutomatico,
} from '@morada/domain';
import { AdminConciliacaoView } from '@morada/ui/views/admin-conciliacao';
import { useEffect } from 'react';
import { toastErro, toastSucesso } from '../../lib/notificar';
import { useListaNaUrl, useTotalDePaginas } from '../../lib/use-lista-na-url';

const T = MSG_COBRANCA_UI.conciliacao;

/** /admin/conciliacao: the journal of automatic postings (webhook, retorno, extrato) and undoing one. */
export function ConciliacaoPage() {
  const lista = useListaNaUrl({ situacao: SITUACOES_LANCAMENTO, origem: ORIGENS_LANCAMENTO });
  const { data, error, isLoading, isValidating, mutate } = useLancamentos(lista.consulta);
  const totalPaginas = useTotalDePaginas(lista.limitarPagina, { data, isValidating });
  useEffect(() => {
    if (error) toastErro(error, T.erroCarregar, T.erroCarregar, ACOES_API.listarLancamentos);
  }, [error]);

  const desfazer = async (lancamento: LancamentoAutomatico) => {
    try {
      await api.cobranca.lancamentos.desfazer(lancamento.id);
      toastSucesso(T.desfeito, T.desfeitoDescricao);
      // The journal and every screen that shows payments read the server's data again.
      await Promise.all([
        invalidar('cobranca'),
        invalidar('contratos'),
        invalidar('repasses'),
        invalidar('dashboard'),
      ]);
    } catch (e) {
      toastErro(e, T.erroDesfazer, T.erroDesfazer, ACOES_API.desfazerLancamento);
      // A refused undo may mean the row changed meanwhile (undone elsewhere, passed on): reread it.
      void mutate();
      throw e;
    }
  };

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
    />
  );
}
