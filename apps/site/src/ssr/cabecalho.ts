import type { MetaPagina } from '@morada/domain';

const escaparAtributo = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * JSON inside <script>: '<' is escaped so no text of the data ('</script>', '<!--') can end the
 * element early; U+2028/9 are escaped for old parsers.
 */
export const jsonParaScript = (valor: unknown) =>
  JSON.stringify(valor)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const meta = (atributo: 'name' | 'property', chave: string, valor: string | undefined) =>
  valor === undefined ? '' : `<meta ${atributo}="${chave}" content="${escaparAtributo(valor)}" />`;

/** The page's <head> tags: title, description, canonical, Open Graph, Twitter card, JSON-LD. */
export const cabecalhoHtml = (m: MetaPagina, nomeAgencia: string) =>
  [
    `<title>${escaparAtributo(m.titulo)}</title>`,
    meta('name', 'description', m.descricao),
    m.semIndice ? meta('name', 'robots', 'noindex') : '',
    `<link rel="canonical" href="${escaparAtributo(m.canonico)}" />`,
    meta('property', 'og:type', m.tipo),
    meta('property', 'og:site_name', nomeAgencia),
    meta('property', 'og:locale', 'pt_BR'),
    meta('property', 'og:title', m.titulo),
    meta('property', 'og:description', m.descricao),
    meta('property', 'og:url', m.canonico),
    meta('property', 'og:image', m.imagem?.url),
    meta('property', 'og:image:type', m.imagem?.tipo),
    meta('property', 'og:image:width', m.imagem?.largura?.toString()),
    meta('property', 'og:image:height', m.imagem?.altura?.toString()),
    m.preco ? meta('property', 'product:price:amount', m.preco.valor.toFixed(2)) : '',
    m.preco ? meta('property', 'product:price:currency', m.preco.moeda) : '',
    meta('name', 'twitter:card', m.imagem ? 'summary_large_image' : 'summary'),
    meta('name', 'twitter:title', m.titulo),
    meta('name', 'twitter:description', m.descricao),
    meta('name', 'twitter:image', m.imagem?.url),
    ...m.jsonLd.map((o) => `<script type="application/ld+json">${jsonParaScript(o)}</script>`),
  ]
    .filter(Boolean)
    .join('\n    ');
