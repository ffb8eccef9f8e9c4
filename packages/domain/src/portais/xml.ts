/**
 * Characters XML 1.0 does not allow (its Char production: tab, line feed, carriage return, then
 * U+0020–U+D7FF, U+E000–U+FFFD and the astral planes; so no other C0 control, no U+FFFE/U+FFFF,
 * no surrogate without its pair): a feed carrying one is rejected whole, so they are dropped.
 */
const PROIBIDOS = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

export const semControles = (texto: string): string => texto.replace(PROIBIDOS, '');

/** Text for an element or an attribute: & < > " ' as entities, forbidden characters dropped. */
export const xmlTexto = (valor: string | number): string =>
  semControles(String(valor))
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

/**
 * Free text as a CDATA section, as the portals' own examples send titles and descriptions. A "]]>"
 * inside would close it early, so it is split across two sections.
 */
export const xmlCdata = (texto: string): string =>
  `<![CDATA[${semControles(texto).replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

/** `<Nome a="1">texto</Nome>`, the text escaped; undefined or '' leaves the element out. */
export const elemento = (
  nome: string,
  valor: string | number | undefined,
  atributos: Record<string, string> = {},
): string => {
  if (valor === undefined || valor === '') return '';
  return bloco(nome, [xmlTexto(valor)], atributos);
};

/** `<Nome a="1">…</Nome>` around already built children (empty ones add nothing). */
export const bloco = (
  nome: string,
  filhos: readonly string[],
  atributos: Record<string, string> = {},
): string => {
  const attrs = Object.entries(atributos)
    .map(([k, v]) => ` ${k}="${xmlTexto(v)}"`)
    .join('');
  return `<${nome}${attrs}>${filhos.join('')}</${nome}>`;
};
