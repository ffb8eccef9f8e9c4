import { configuracaoPublicaSchema } from '@morada/domain';
import { endpoint } from '../../http/endpoint';
import { getConfiguracao, saveConfiguracao } from './configuracoes.repository';

export const endpointsConfiguracoes = [
  endpoint('GET /api/configuracoes', async ({ c, deps }) => {
    const cfg = await getConfiguracao(deps.db);
    // The public part: the agency's identity and contacts (no billing internals, no sender address).
    return c.json(configuracaoPublicaSchema.parse(cfg));
  }),
  endpoint('GET /api/configuracoes/completa', async ({ c, deps }) => c.json(await getConfiguracao(deps.db))),
  endpoint('PUT /api/configuracoes', async ({ c, deps, body }) =>
    c.json(await saveConfiguracao(deps.db, body)),
  ),
];
