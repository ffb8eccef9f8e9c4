import { hojeNaAgencia, MSG, type Contrato } from '@morada/domain';
import type { Context } from 'hono';
import type { AppEnv } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { idDoParametro } from '../../http/validate';
import { donoDoImovel, obterContrato } from './contratos.repository';

/**
 * The contract of the route's `:id` for the admin and its two parties — the tenant and the
 * property's owner (locador) —, who may read its documents (the lease, its termos aditivos):
 * 404 when it does not exist, 403 for anyone else.
 */
export const contratoDaParte = async (c: Context<AppEnv>): Promise<Contrato> => {
  const deps = c.var.deps;
  const contrato = await obterContrato(
    deps.db,
    idDoParametro(c.req.param('id') ?? ''),
    hojeNaAgencia(deps.now()),
  );
  if (!contrato) throw notFound(MSG.api.contratoNaoEncontrado);
  const { perfil, id } = c.var.usuario;
  const parte =
    perfil === 'admin' ||
    (perfil === 'inquilino' && contrato.inquilino._id === id) ||
    (perfil === 'proprietario' && (await donoDoImovel(deps.db, contrato.imovel._id)) === id);
  if (!parte) throw forbidden();
  return contrato;
};
