import { useChamadosAdminPagina, useTodosImoveis } from '@morada/api-client';
import { MSG, MSG_CHAMADOS, MSG_CHAMADOS_ADMIN_UI, STATUS_CHAMADO, URGENCIAS_CHAMADO } from '@morada/domain';
import { AdminChamadosView } from '@morada/ui/views/admin-chamados';
import { useEffect } from 'react';
import { paths } from '../../config/paths';
import { toastErro } from '../../lib/notificar';
import { useListaNaUrl } from '../../lib/use-lista-na-url';
import { usePaginaAdmin } from '../../lib/use-pagina-admin';

const T = MSG_CHAMADOS_ADMIN_UI.lista;
const TODOS = MSG.admin.todos;

/** /admin/chamados: every chamado, filtered by status, urgência, property and search in the URL; open emergencies first. */
export function ChamadosPage() {
  const imoveis = useTodosImoveis();
  const opcoesImovel = (imoveis.data ?? []).map((i) => ({ id: i.id, titulo: i.titulo }));
  const lista = useListaNaUrl({
    status: STATUS_CHAMADO,
    urgencia: URGENCIAS_CHAMADO,
    imovelId: opcoesImovel.map((i) => i.id),
  });
  const resposta = useChamadosAdminPagina(lista.consulta);
  const listaProps = usePaginaAdmin(lista, resposta);
  useEffect(() => {
    if (resposta.error) toastErro(resposta.error, T.erroCarregar, T.erroCarregar, MSG_CHAMADOS.acoes.listar);
  }, [resposta.error]);
  const { status, urgencia, imovelId } = lista.filtros;
  return (
    <AdminChamadosView
      {...listaProps}
      chamados={resposta.data?.dados ?? []}
      status={status === TODOS ? 'todos' : status}
      onStatusChange={(s) => lista.setFiltro('status', s === 'todos' ? TODOS : s)}
      urgencia={urgencia === TODOS ? 'todas' : urgencia}
      onUrgenciaChange={(u) => lista.setFiltro('urgencia', u === 'todas' ? TODOS : u)}
      imoveis={opcoesImovel}
      imovelId={imovelId}
      onImovelChange={(id) => lista.setFiltro('imovelId', id)}
      hrefChamado={paths.chamado.href}
    />
  );
}
