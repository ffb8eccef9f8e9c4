import { dadosRepasseEntradaSchema, MSG, MSG_REPASSE } from '@morada/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { idDoParametro, readJson } from '../../http/validate';
import type { Db } from '../../db/database';
import { obterDadosRepasse, salvarDadosRepasse } from './dados-repasse.repository';
import { buscarUsuarioRow } from './usuarios.repository';

/** The user of `:id`, who must be an owner: 404 when unknown, 409 for any other perfil. */
const proprietarioDoParametro = async (db: Db, param: string): Promise<string> => {
  const row = await buscarUsuarioRow(db, idDoParametro(param));
  if (!row) throw notFound(MSG.api.usuarioNaoEncontrado);
  if (row.perfil !== 'proprietario') throw conflict(MSG_REPASSE.erros.naoProprietario);
  return row.id;
};

/**
 * An owner's tax id and bank/PIX details (issue 11), where the repasse is paid. Mounted by
 * usuariosRoutes (/api/usuarios/:id/dados-repasse), whose requireAdmin covers these routes too.
 * GET answers null when none were recorded.
 */
export const dadosRepasseRoutes = new Hono<AppEnv>()
  .get('/:id/dados-repasse', async (c) => {
    const db = c.var.deps.db;
    const id = await proprietarioDoParametro(db, c.req.param('id'));
    return c.json((await obterDadosRepasse(db, id)) ?? null);
  })
  .put('/:id/dados-repasse', async (c) => {
    const deps = c.var.deps;
    const id = await proprietarioDoParametro(deps.db, c.req.param('id'));
    const dados = await readJson(c, dadosRepasseEntradaSchema);
    return c.json(await salvarDadosRepasse(deps.db, id, dados, deps.now().toISOString()));
  });
