import { endpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import { listarDoUsuario, listarEmails, listarEnviadas, marcarLida } from './notificacoes.repository';

// A user reads and marks only their own; the admin sees what was sent.

export const endpointsNotificacoes = [
  endpoint('GET /api/notificacoes', async ({ c, deps, usuario }) => {
    const lista = await listarDoUsuario(deps.db, usuario.id);
    c.header('X-Total-Count', String(lista.length));
    return c.json(lista);
  }),
  endpoint('GET /api/notificacoes/enviadas', async ({ c, deps, query: { pagina, limite } }) => {
    const { dados, total } = await listarEnviadas(deps.db, limite, (pagina - 1) * limite);
    c.header('X-Total-Count', String(total));
    return c.json(dados);
  }),
  endpoint('GET /api/notificacoes/emails', async ({ c, deps, query: { pagina, limite } }) => {
    const { dados, total } = await listarEmails(deps.db, limite, (pagina - 1) * limite);
    c.header('X-Total-Count', String(total));
    return c.json(dados);
  }),
  endpoint('PATCH /api/notificacoes/{id}/lida', async ({ c, deps, usuario, params: { id } }) => {
    // Someone else's notification answers exactly like an unknown one: no existence leak.
    if (!(await marcarLida(deps.db, id, usuario.id))) throw notFound();
    return c.json({ id, lida: true });
  }),
];
