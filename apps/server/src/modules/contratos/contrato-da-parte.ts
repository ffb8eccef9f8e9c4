import { hojeNaAgencia, MSG, type Contrato } from '@morada/domain';
import type { Deps, SessionUser } from '../../http/context';
import { forbidden, notFound } from '../../http/errors';
import { donoDoImovel, obterContrato } from './contratos.repository';

/**
 * The contract `contratoId` for the admin and its two parties — the tenant and the property's
 * owner (locador) —, who may read its documents (the lease, its termos aditivos): 404 when it
 * does not exist, 403 for anyone else.
 */
export const contratoDaParte = async (
  deps: Deps,
  usuario: SessionUser,
  contratoId: string,
): Promise<Contrato> => {
  const contrato = await obterContrato(deps.db, contratoId, hojeNaAgencia(deps.now()));
  if (!contrato) throw notFound(MSG.api.contratoNaoEncontrado);
  const { perfil, id } = usuario;
  const parte =
    perfil === 'admin' ||
    (perfil === 'inquilino' && contrato.inquilino._id === id) ||
    (perfil === 'proprietario' && (await donoDoImovel(deps.db, contrato.imovel._id)) === id);
  if (!parte) throw forbidden();
  return contrato;
};
