import { MSG } from '@morada/domain';
import { endpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import { buscarUsuarioRow } from '../usuarios';
import { limitadores } from './auth.limits';

/** The admin's view of an account's sign-in limits (under /usuarios, beside the user screen). */
export const endpointsBloqueioLogin = [
  // What the sign-in limits hold on the account now, so the admin sees why before lifting them.
  endpoint('GET /api/usuarios/{id}/limites-login', async ({ c, deps, params }) => {
    const row = await buscarUsuarioRow(deps.db, params.id);
    if (!row) throw notFound(MSG.api.usuarioNaoEncontrado);
    return c.json(await limitadores(deps).login.estado(row.email));
  }),
  // Lifts the sign-in limits of the account (after an attack, or a user who mistyped too often).
  endpoint('POST /api/usuarios/{id}/desbloquear-acesso', async ({ c, deps, params }) => {
    const row = await buscarUsuarioRow(deps.db, params.id);
    if (!row) throw notFound(MSG.api.usuarioNaoEncontrado);
    await limitadores(deps).login.desbloquear(row.email);
    return c.json({ ok: true, mensagem: MSG.api.acessoDesbloqueado });
  }),
];
