import type { PortaisAdmin } from '@morada/domain';
import type { TestContext } from '../../test/test-app';

/** The back office's view of the portals, as the admin reads it. */
export const lerPortais = async (ctx: TestContext, token: string): Promise<PortaisAdmin> => {
  const res = await ctx.request('/api/admin/portais', { token });
  if (res.status !== 200) throw new Error(`GET /api/admin/portais: ${res.status}`);
  return (await res.json()) as PortaisAdmin;
};

/** The feed's path and query from its public URL (the app answers paths). */
export const caminhoDoFeed = (urlFeed: string) => {
  const url = new URL(urlFeed);
  return `${url.pathname}${url.search}`;
};

/** The ListingIDs of a feed, in order. */
export const idsDoFeed = (xml: string) =>
  [...xml.matchAll(/<ListingID>([^<]*)<\/ListingID>/g)].map((m) => m[1]);

/** Changes a property's columns directly (what the property form would save). */
export const alterarImovel = (
  ctx: TestContext,
  id: string,
  valores: { titulo?: string; status?: string; descricao?: string },
) => ctx.db.updateTable('imoveis').set(valores).where('id', '=', id).execute();

export { ID_INEXISTENTE } from '../../test/http-helpers';
