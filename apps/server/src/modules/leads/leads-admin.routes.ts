import { randomBytes } from 'node:crypto';
import { periodoDoFunil, resumoDoFunil } from '@morada/domain';
import type { Deps } from '../../http/context';
import { endpoint } from '../../http/endpoint';
import { cliquesPorImovel, leadsDoFunil } from './leads-leitura.repository';
import {
  lerConfiguracaoLeads,
  salvarConfiguracaoLeads,
  segredoWebhook,
  trocarSegredoWebhook,
} from './leads.repository';

/** A new webhook secret: 32 random bytes, URL-safe. */
const novoSegredo = () => randomBytes(32).toString('base64url');

/** The user name of the Basic auth the Grupo OLX sends (any name is accepted: only the secret counts). */
const USUARIO_INTEGRACAO = 'grupo-olx';

const integracao = (deps: Deps, segredo: string) => ({
  url: `${deps.env.PUBLIC_URL.replace(/\/$/, '')}/api/integracoes/grupo-olx/leads`,
  usuario: USUARIO_INTEGRACAO,
  segredo,
});

/** The admin's side of leads: the alert and rotation settings, the portal integration, the funnel report. */
export const endpointsLeadsAdmin = [
  endpoint('GET /api/admin/leads/configuracao', async ({ c, deps }) =>
    c.json(await lerConfiguracaoLeads(deps.db)),
  ),
  endpoint('PUT /api/admin/leads/configuracao', async ({ c, deps, body }) =>
    c.json(await salvarConfiguracaoLeads(deps.db, body)),
  ),
  endpoint('GET /api/admin/leads/integracao', async ({ c, deps }) =>
    c.json(integracao(deps, await segredoWebhook(deps.db, novoSegredo()))),
  ),
  endpoint('POST /api/admin/leads/integracao', async ({ c, deps }) =>
    c.json(integracao(deps, await trocarSegredoWebhook(deps.db, novoSegredo()))),
  ),
  endpoint('GET /api/admin/leads/funil', async ({ c, deps, query }) => {
    const periodo = periodoDoFunil(query);
    const [leads, cliquesWhatsapp] = await Promise.all([
      leadsDoFunil(deps.db, periodo),
      cliquesPorImovel(deps.db, periodo),
    ]);
    return c.json({ de: query.de ?? null, ate: query.ate ?? null, ...resumoDoFunil(leads), cliquesWhatsapp });
  }),
];
