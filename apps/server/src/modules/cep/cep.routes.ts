import { endpoint } from '../../http/endpoint';
import { buscarEnderecoPorCep } from './cep.client';

// Admin only: the property form's address autofill; not an open proxy.
export const endpointsCep = [
  endpoint('GET /api/cep/{cep}', async ({ c, deps: { env }, params: { cep } }) =>
    c.json(await buscarEnderecoPorCep({ url: env.CEP_URL, timeoutMs: env.CEP_TIMEOUT_MS }, cep)),
  ),
];
