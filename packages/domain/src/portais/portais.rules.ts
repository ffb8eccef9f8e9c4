import { urlFotoCompartilhamento } from '../imovel/foto-variantes';
import { MSG_PORTAIS } from '../messages/portais';

/**
 * What the Grupo OLX / ZAP portals require of a VRSync listing before they publish it
 * (https://developers.grupozap.com/feeds/vrsync/elements/listing/ — Title "entre 10 e 100
 * caracteres … e não deve conter tags HTML"; Description "entre 50 e 3000 caracteres", no HTML;
 * Media: images in JPEG, the first one `primary="true"`, the listing's cover).
 */
export const LIMITES_PORTAIS = {
  tituloMin: 10,
  tituloMax: 100,
  descricaoMin: 50,
  descricaoMax: 3000,
} as const;

/** What the rules read of a property (the API's Imovel has all of it). */
export type ImovelParaPortais = {
  titulo: string;
  descricao: string;
  fotos: readonly string[];
  preco: number;
  areaUtil: number;
};

/** A tag such as <b>, </p>, <br/> or <a href="…"> (a lone "<" or "a < b" is text, not HTML). */
const HTML = /<\/?[a-z][a-z0-9-]*(\s[^<>]*)?\/?>/i;

/**
 * The JPEG the portals get for a photo: the photo itself when it is JPEG (a .jpg/.jpeg URL, query
 * aside, or a data URL of image/jpeg), else the JPEG copy the server makes of every uploaded photo
 * (its link preview, `<uuid>-og.jpg`), else none (a foreign PNG or WebP the portals would refuse).
 */
export const fotoJpegParaPortais = (url: string): string | undefined => {
  if (/^data:image\/jpe?g[;,]/i.test(url) || /\.jpe?g$/i.test(url.split(/[?#]/)[0] ?? '')) return url;
  return urlFotoCompartilhamento(url);
};

/** The length the portals count: characters (code points), spaces at the ends aside. */
const tamanho = (texto: string) => [...texto.trim()].length;

/**
 * Why a property cannot go to the portals yet, in pt-BR (empty: it may be published). Each
 * reason names what to fix.
 */
export const pendenciasParaPortais = (imovel: ImovelParaPortais): string[] => {
  const P = MSG_PORTAIS.pendencias;
  const L = LIMITES_PORTAIS;
  const motivos: string[] = [];
  const titulo = tamanho(imovel.titulo);
  if (titulo < L.tituloMin) motivos.push(P.tituloCurto(L.tituloMin, titulo));
  if (titulo > L.tituloMax) motivos.push(P.tituloLongo(L.tituloMax, titulo));
  if (HTML.test(imovel.titulo)) motivos.push(P.tituloHtml);
  const descricao = tamanho(imovel.descricao);
  if (descricao < L.descricaoMin) motivos.push(P.descricaoCurta(L.descricaoMin, descricao));
  if (descricao > L.descricaoMax) motivos.push(P.descricaoLonga(L.descricaoMax, descricao));
  if (HTML.test(imovel.descricao)) motivos.push(P.descricaoHtml);
  const [principal] = imovel.fotos;
  if (principal === undefined) motivos.push(P.semFoto);
  else if (!imovel.fotos.some((f) => fotoJpegParaPortais(f))) motivos.push(P.semJpeg);
  else if (!fotoJpegParaPortais(principal)) motivos.push(P.fotoPrincipalNaoJpeg);
  if (!(imovel.preco > 0)) motivos.push(P.semPreco);
  if (!(imovel.areaUtil > 0)) motivos.push(P.semArea);
  return motivos;
};

/**
 * Whether a property is in the feed: marked for the portals, Disponível (a rented, reserved or
 * in-maintenance one leaves it, and the portals take its listing down) and without pendências.
 */
export const entraNoFeed = (
  imovel: ImovelParaPortais & { publicarNosPortais: boolean; status: string },
): boolean =>
  imovel.publicarNosPortais && imovel.status === 'Disponível' && !pendenciasParaPortais(imovel).length;
