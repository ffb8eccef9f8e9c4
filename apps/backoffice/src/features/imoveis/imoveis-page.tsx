import { api, invalidar, useImoveisPagina } from '@morada/api-client';
import {
  csvImoveis,
  MSG,
  nomeArquivoCsv,
  OPERACOES,
  STATUS_IMOVEL,
  TIPOS_IMOVEL,
  type Imovel,
} from '@morada/domain';
import { baixarCsv } from '@morada/ui/data-toolbar';
import { AdminImoveisView } from '@morada/ui/views/admin-imoveis';
import { useEffect } from 'react';
import { toastErro, toastSucesso } from '../../lib/notificar';
import { useListaNaUrl } from '../../lib/use-lista-na-url';
import { usePaginaAdmin } from '../../lib/use-pagina-admin';

export function ImoveisPage() {
  // Search, tipo/operação/status and page live in the URL; the server searches, filters and pages.
  const lista = useListaNaUrl({ tipo: TIPOS_IMOVEL, operacao: OPERACOES, status: STATUS_IMOVEL });
  const resposta = useImoveisPagina(lista.consulta);
  const { data, error } = resposta;
  const listaProps = usePaginaAdmin(lista, resposta);
  useEffect(() => {
    if (error) toastErro(error, MSG.detalhe.erroTitulo, MSG.admin.carregarImoveis, 'carregar os imóveis');
  }, [error]);

  /**
   * Every property matching the filters, read page after page, as one CSV. The text in the box
   * counts even if the typing pause has not sent it yet: the file matches what the admin asked.
   */
  const exportar = async () => {
    const { tipo, operacao, status } = lista.consulta;
    try {
      const todos = await api.imoveis.listarTodos({
        busca: lista.busca.trim() || undefined,
        tipo,
        operacao,
        status,
      });
      baixarCsv(csvImoveis(todos), nomeArquivoCsv('imoveis'));
    } catch (e) {
      toastErro(e, MSG.detalhe.erroTitulo, MSG.admin.carregarImoveis, 'carregar os imóveis');
    }
  };

  const excluir = async (imovel: Imovel) => {
    try {
      await api.imoveis.excluir(imovel.id);
      toastSucesso(MSG.admin.imovelExcluido, imovel.titulo);
      await invalidar('imoveis');
    } catch (e) {
      toastErro(e, MSG.detalhe.erroTitulo, MSG.admin.excluirImovel, 'excluir o imóvel');
      throw e;
    }
  };

  return (
    <AdminImoveisView
      imoveis={data?.dados ?? []}
      {...listaProps}
      tipo={lista.filtros.tipo}
      onTipoChange={(v) => lista.setFiltro('tipo', v)}
      operacao={lista.filtros.operacao}
      onOperacaoChange={(v) => lista.setFiltro('operacao', v)}
      status={lista.filtros.status}
      onStatusChange={(v) => lista.setFiltro('status', v)}
      onExport={exportar}
      onExcluir={excluir}
    />
  );
}
