import { urlAbsoluta } from './pagina';

const escaparXml = (v: string) =>
  v
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/** The site's fixed public pages, listed in the sitemap before the properties. */
export const PAGINAS_DO_SITEMAP = ['/', '/imoveis', '/sobre', '/contato'] as const;

/** A sitemap holds at most 50,000 URLs (sitemaps.org); the fixed pages take the first few. */
export const MAX_URLS_SITEMAP = 50_000;

/** sitemaps.org XML of absolute URLs, with the last change date (YYYY-MM-DD) when known. */
export const sitemapXml = (base: string, entradas: readonly { caminho: string; alterado?: string }[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entradas.map(
      (e) =>
        `<url><loc>${escaparXml(urlAbsoluta(base, e.caminho))}</loc>${
          e.alterado ? `<lastmod>${escaparXml(e.alterado.slice(0, 10))}</lastmod>` : ''
        }</url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');

/** Crawlers may read the public site, not the private areas nor the API; the sitemap is named. */
export const robotsTxt = (base: string) =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /locatario',
    'Disallow: /proprietario',
    'Disallow: /corretor',
    'Disallow: /visitas/',
    'Disallow: /login',
    'Disallow: /api/',
    '',
    `Sitemap: ${urlAbsoluta(base, '/sitemap.xml')}`,
    '',
  ].join('\n');
