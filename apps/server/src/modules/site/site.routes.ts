import { caminhoDoImovel, PAGINAS_DO_SITEMAP, robotsTxt, sitemapXml } from '@morada/domain';
import { Hono } from 'hono';
import type { AppEnv } from '../../http/context';
import { listarImoveisDoSitemap } from './site.repository';

/** /robots.txt and /sitemap.xml: what search engines may read, and every property still on offer. */
export const siteRoutes = new Hono<AppEnv>()
  .get('/robots.txt', (c) =>
    c.text(robotsTxt(c.var.deps.env.PUBLIC_URL), 200, { 'Cache-Control': 'public, max-age=3600' }),
  )
  .get('/sitemap.xml', async (c) => {
    const imoveis = await listarImoveisDoSitemap(c.var.deps.db);
    const xml = sitemapXml(c.var.deps.env.PUBLIC_URL, [
      ...PAGINAS_DO_SITEMAP.map((caminho) => ({ caminho })),
      ...imoveis.map((i) => ({ caminho: caminhoDoImovel(i), alterado: i.dataCadastro })),
    ]);
    return c.body(xml, 200, {
      'Content-Type': 'application/xml; charset=utf-8',
      'Cache-Control': 'public, max-age=600',
    });
  });
