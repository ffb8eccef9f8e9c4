import type { Imovel } from '../imovel/imovel.schema';

const UUID_NO_FIM = /([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** 'Vila Mariana' → 'vila-mariana': lower case, no accents, words joined by hyphens. */
export const slugificar = (texto: string) =>
  texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

/**
 * The words of a property's address that people search for: its type, bedrooms and neighbourhood
 * ('apartamento-2-quartos-vila-mariana'). Titles are free text and may change; these rarely do.
 */
export const slugDoImovel = (imovel: Pick<Imovel, 'tipo' | 'quartos' | 'bairro'>) =>
  slugificar(
    [
      imovel.tipo,
      imovel.quartos ? `${imovel.quartos} ${imovel.quartos === 1 ? 'quarto' : 'quartos'}` : '',
      imovel.bairro,
    ].join(' '),
  ).slice(0, 80);

/** The canonical path of a property's page: the slug, then the id (which alone identifies it). */
export const caminhoDoImovel = (imovel: Pick<Imovel, 'id' | 'tipo' | 'quartos' | 'bairro'>) => {
  const slug = slugDoImovel(imovel);
  return `/imoveis/${slug ? `${slug}-` : ''}${encodeURIComponent(imovel.id)}`;
};

/**
 * The id inside a property URL's last segment: '/imoveis/casa-3-quartos-centro-<uuid>' and the old
 * '/imoveis/<id>' both work. Ids are UUIDs; any other segment is taken whole (older or imported ids).
 */
export const idDoSegmento = (segmento: string) => UUID_NO_FIM.exec(segmento)?.[1] ?? segmento;
