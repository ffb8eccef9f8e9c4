import { endpoint } from '../../http/endpoint';
import { receberEventoAsaas } from './asaas-webhook';

/** Calls from providers, authenticated by the shared secret their route declares. */
export const endpointsWebhooks = [
  endpoint('POST /api/webhooks/asaas', async ({ c, deps, body }) =>
    c.json(await receberEventoAsaas(deps, body)),
  ),
];
