import { endpoint } from '../../http/endpoint';
import { aprovarProposta } from './aprovacao.service';
import {
  lerConfiguracaoComissoes,
  listarComissoes,
  salvarConfiguracaoComissoes,
} from './comissoes.repository';
import { recusarProposta } from './propostas.fluxo';

/** The back office's decision on a proposal, and the commissions (the corretor reads his own). */
export const endpointsPropostasAdmin = [
  endpoint('POST /api/admin/propostas/{id}/aprovacao', async ({ c, deps, usuario, params, body }) =>
    c.json(await aprovarProposta(deps, usuario, params.id, body)),
  ),
  endpoint('POST /api/admin/propostas/{id}/recusa', async ({ c, deps, usuario, params, body }) =>
    c.json(await recusarProposta(deps, usuario, params.id, body.motivo)),
  ),
  endpoint('GET /api/comissoes', async ({ c, deps, usuario, query }) => {
    const corretorId = usuario.perfil === 'corretor' ? usuario.id : query.corretorId;
    const itens = await listarComissoes(deps.db, { ...query, corretorId });
    const porMes = new Map<string, number>();
    for (const i of itens)
      porMes.set(i.criadaEm.slice(0, 7), (porMes.get(i.criadaEm.slice(0, 7)) ?? 0) + i.valorCentavos);
    return c.json({
      itens,
      totalCentavos: itens.reduce((s, i) => s + i.valorCentavos, 0),
      porMes: [...porMes].map(([mes, totalCentavos]) => ({ mes, totalCentavos })),
    });
  }),
  endpoint('GET /api/admin/comissoes/configuracao', async ({ c, deps }) =>
    c.json(await lerConfiguracaoComissoes(deps.db)),
  ),
  endpoint('PUT /api/admin/comissoes/configuracao', async ({ c, deps, body }) => {
    await salvarConfiguracaoComissoes(deps.db, body);
    return c.json(await lerConfiguracaoComissoes(deps.db));
  }),
];
