import { limiteDeAprovacao, MSG_CHAMADOS } from '@morada/domain';
import { endpoint } from '../../http/endpoint';
import { notFound } from '../../http/errors';
import { limiteDaAgencia } from './chamados.repository';
import { gravarLimiteDaAgencia, gravarLimiteDoImovel, lerLimiteDoImovel } from './limites.repository';

/** The approval limits (admin): the agency's default and a property's own. */
export const endpointsLimitesAprovacao = [
  endpoint('GET /api/admin/limite-aprovacao', async ({ c, deps }) =>
    c.json({ limiteCentavos: limiteDeAprovacao(null, await limiteDaAgencia(deps.db)) }),
  ),
  endpoint('PUT /api/admin/limite-aprovacao', async ({ c, deps, body }) => {
    await gravarLimiteDaAgencia(deps.db, body.limiteCentavos);
    return c.json({ limiteCentavos: body.limiteCentavos });
  }),
  endpoint('GET /api/admin/imoveis/{id}/limite-aprovacao', async ({ c, deps, params }) => {
    const [proprio, agencia] = await Promise.all([
      lerLimiteDoImovel(deps.db, params.id),
      limiteDaAgencia(deps.db),
    ]);
    if (!proprio) throw notFound(MSG_CHAMADOS.api.imovelNaoEncontrado);
    return c.json({ ...proprio, limiteAgenciaCentavos: limiteDeAprovacao(null, agencia) });
  }),
  endpoint('PUT /api/admin/imoveis/{id}/limite-aprovacao', async ({ c, deps, params, body }) => {
    if (!(await gravarLimiteDoImovel(deps.db, params.id, body.limiteCentavos)))
      throw notFound(MSG_CHAMADOS.api.imovelNaoEncontrado);
    return c.json({ limiteCentavos: body.limiteCentavos });
  }),
];
