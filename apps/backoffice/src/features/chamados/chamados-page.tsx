import { useBuscaOpcoes, useChamadosAdminPagina, useImovel } from '@morada/api-client';
import {
  idSchema,
  MSG,
  MSG_CHAMADOS,
  MSG_CHAMADOS_ADMIN_UI,
  STATUS_CHAMADO,
  URGENCIAS_CHAMADO,
} from '@morada/domain';
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
  const lista = useListaNaUrl({ status: STATUS_CHAMADO, urgencia: URGENCIAS_CHAMADO });
  // The property filter is searched on the server (100k properties), so the URL's id is not checked
  // against a loaded list: any well-formed id is asked for, a malformed one (a hand-edited link) is none.
  const imoveis = useBuscaOpcoes('imoveis');
  const imovelUrl = lista.params.get('imovelId') ?? '';
  const imovelId = idSchema.safeParse(imovelUrl).success ? imovelUrl : undefined;
  const { data: imovel } = useImovel(imovelId);
  const resposta = useChamadosAdminPagina({ ...lista.consulta, ...(imovelId ? { imovelId } : {}) });
  const listaProps = usePaginaAdmin(lista, resposta);
  useEffect(() => {
    if (resposta.error) toastErro(resposta.error, T.erroCarregar, T.erroCarregar, MSG_CHAMADOS.acoes.listar);
  }, [resposta.error]);
  const { status, urgencia } = lista.filtros;
  return (
    <AdminChamadosView
      {...listaProps}
      chamados={resposta.data?.dados ?? []}
      status={status === TODOS ? 'todos' : status}
      onStatusChange={(s) => lista.setFiltro('status', s === 'todos' ? TODOS : s)}
      urgencia={urgencia === TODOS ? 'todas' : urgencia}
      onUrgenciaChange={(u) => lista.setFiltro('urgencia', u === 'todas' ? TODOS : u)}
      imoveis={imoveis}
      imovelId={imovelId ?? 'todos'}
      imovelTitulo={imovel?.titulo}
      onImovelChange={(id) => lista.alterar({ imovelId: id })}
      hrefChamado={paths.chamado.href}
    />
  );
}
