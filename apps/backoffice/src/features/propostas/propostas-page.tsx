import { usePropostasPagina, useUsuarios } from '@morada/api-client';
import { MSG, MSG_PROPOSTAS_ACOES, MSG_PROPOSTAS_UI, STATUS_PROPOSTA, TIPOS_PROPOSTA } from '@morada/domain';
import { AdminPropostasView } from '@morada/ui/views/propostas';
import { useEffect } from 'react';
import { paths } from '../../config/paths';
import { toastErro } from '../../lib/notificar';
import { useListaNaUrl } from '../../lib/use-lista-na-url';
import { usePaginaAdmin } from '../../lib/use-pagina-admin';

const T = MSG_PROPOSTAS_UI;
const TODOS = MSG.admin.todos;

/** /admin/propostas: every proposal, filtered by status, tipo, corretor and search, all in the URL. */
export function PropostasPage() {
  const corretores = useUsuarios({ perfil: 'corretor' });
  const opcoesCorretor = (corretores.data ?? []).map((u) => ({ id: u.id, nome: u.nome }));
  const lista = useListaNaUrl({
    status: STATUS_PROPOSTA,
    tipo: TIPOS_PROPOSTA,
    corretorId: opcoesCorretor.map((c) => c.id),
  });
  const resposta = usePropostasPagina(lista.consulta);
  // The proposals view has no "Atualizar" button: its props stop at the list's.
  const { refreshing: _r, onRefresh: _o, ...listaProps } = usePaginaAdmin(lista, resposta);
  useEffect(() => {
    if (resposta.error) toastErro(resposta.error, T.erroCarregar, T.erroCarregar, MSG_PROPOSTAS_ACOES.listar);
  }, [resposta.error]);

  const { status, tipo } = lista.filtros;
  return (
    <AdminPropostasView
      {...listaProps}
      propostas={resposta.data?.dados ?? []}
      status={status === TODOS ? 'todos' : status}
      onStatusChange={(s) => lista.setFiltro('status', s === 'todos' ? TODOS : s)}
      tipo={tipo === TODOS ? 'todos' : tipo}
      onTipoChange={(t) => lista.setFiltro('tipo', t === 'todos' ? TODOS : t)}
      hrefProposta={paths.proposta.href}
      admin={{
        corretores: opcoesCorretor,
        corretorId: lista.filtros.corretorId,
        onCorretorChange: (id) => lista.setFiltro('corretorId', id),
      }}
    />
  );
}
