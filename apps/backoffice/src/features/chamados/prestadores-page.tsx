import { api, invalidarChamadosAdmin, usePrestadores } from '@morada/api-client';
import { MSG_CHAMADOS, MSG_CHAMADOS_ADMIN_UI } from '@morada/domain';
import { PrestadoresView } from '@morada/ui/views/admin-chamados';
import { useEffect } from 'react';
import { errosDoServidor, toastErro, toastSucesso } from '../../lib/notificar';

const A = MSG_CHAMADOS.acoes;
const T = MSG_CHAMADOS_ADMIN_UI.prestadores;

/**
 * /admin/prestadores: the suppliers' registry. After every change the list (and the chamados that
 * show a prestador's name) are read again; a deletion tells whether the prestador was deactivated.
 */
export function PrestadoresPage() {
  const prestadores = usePrestadores();
  useEffect(() => {
    if (prestadores.error) toastErro(prestadores.error, T.erroCarregar, T.erroCarregar, A.listarPrestadores);
  }, [prestadores.error]);
  return (
    <PrestadoresView
      prestadores={prestadores.data ?? []}
      loading={prestadores.isLoading}
      loadFailed={!!prestadores.error && !prestadores.data}
      onRetry={() => void prestadores.mutate()}
      onSalvar={async (id, dados) => {
        try {
          const p = id
            ? await api.chamados.prestadores.salvar(id, dados)
            : await api.chamados.prestadores.criar(dados);
          toastSucesso(T.titulo, p.nome);
        } catch (e) {
          if (!errosDoServidor(e)) toastErro(e, A.salvarPrestador, A.salvarPrestador, A.salvarPrestador);
          throw e;
        } finally {
          await invalidarChamadosAdmin();
        }
      }}
      onExcluir={async (p) => {
        try {
          await api.chamados.prestadores.excluir(p.id);
        } catch (e) {
          toastErro(e, A.excluirPrestador, A.excluirPrestador, A.excluirPrestador);
          throw e;
        }
        // The server deactivates, instead of deleting, one that served chamados: the list says which.
        const lista = await api.chamados.prestadores.listar();
        await invalidarChamadosAdmin();
        return lista.some((x) => x.id === p.id) ? 'desativado' : 'excluido';
      }}
      errosDoErro={errosDoServidor}
    />
  );
}
