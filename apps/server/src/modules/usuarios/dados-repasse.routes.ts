import { MSG, MSG_REPASSE } from '@morada/domain';
import { endpoint } from '../../http/endpoint';
import { conflict, notFound } from '../../http/errors';
import type { Db } from '../../db/database';
import { obterDadosRepasse, salvarDadosRepasse } from './dados-repasse.repository';
import { buscarUsuarioRow } from './usuarios.repository';

/** The user of `:id`, who must be an owner: 404 when unknown, 409 for any other perfil. */
const proprietarioDoParametro = async (db: Db, id: string): Promise<string> => {
  const row = await buscarUsuarioRow(db, id);
  if (!row) throw notFound(MSG.api.usuarioNaoEncontrado);
  if (row.perfil !== 'proprietario') throw conflict(MSG_REPASSE.erros.naoProprietario);
  return row.id;
};

/**
 * An owner's tax id and bank/PIX details (issue 11), where the repasse is paid (admin only, like
 * the rest of /api/usuarios). GET answers null when none were recorded.
 */
export const endpointsDadosRepasse = [
  endpoint('GET /api/usuarios/{id}/dados-repasse', async ({ c, deps: { db }, params }) => {
    const id = await proprietarioDoParametro(db, params.id);
    return c.json((await obterDadosRepasse(db, id)) ?? null);
  }),
  endpoint('PUT /api/usuarios/{id}/dados-repasse', async ({ c, deps, params, body }) => {
    const id = await proprietarioDoParametro(deps.db, params.id);
    return c.json(await salvarDadosRepasse(deps.db, id, body, deps.now().toISOString()));
  }),
];
