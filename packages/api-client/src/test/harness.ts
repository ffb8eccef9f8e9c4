import { createTestContext, DEMO } from '../../../../apps/server/src/test/test-app';
import { createApi } from '../api';
import { createClient, type ClientOptions } from '../client';
import { memoryStorage } from '../session';
import { fakeLocation } from './location';

export { DEMO, fakeLocation };

/**
 * The real server in-process (fresh migrated + seeded database) and an api-client whose fetch calls
 * createApp(deps).request(...) — the same HTTP surface the browser reaches, without a socket.
 */
export const createHarness = async (opcoes: Partial<ClientOptions> = {}) => {
  const ctx = await createTestContext();
  const storage = memoryStorage();
  const location = fakeLocation();
  const requisicoes: { url: string; init: RequestInit }[] = [];
  const client = createClient({
    storage,
    location,
    fetch: async (url, init) => {
      requisicoes.push({ url, init });
      return ctx.app.request(url, init);
    },
    ...opcoes,
  });
  const api = createApi(client);
  return { ctx, api, client, storage, location, requisicoes, close: () => ctx.close() };
};
export type Harness = Awaited<ReturnType<typeof createHarness>>;

/** The Authorization header a request carried. */
export const autorizacao = (init: RequestInit | undefined) => new Headers(init?.headers).get('Authorization');
