import type { Imovel } from '../imovel/imovel.schema';
import { caminhoDoImovel } from '../seo/imovel-url';
import { entraNoFeed, fotoJpegParaPortais } from './portais.rules';
import { cepFormatado, partesDoEndereco, TIPO_VRSYNC, TRANSACAO_VRSYNC, ufDoEstado } from './vrsync-mapas';
import { bloco, elemento, xmlCdata } from './xml';

/**
 * The VRSync feed (Grupo OLX / ZAP: ZAP Imóveis, Viva Real, OLX), the XML the portals fetch from
 * a URL to publish an agency's listings. Layout after the integration docs:
 * https://developers.grupozap.com/feeds/vrsync/ (ListingDataFeed, Header, Listing: ListingID,
 * Title, TransactionType, DetailViewUrl, Media, Details, Location, ContactInfo) and
 * https://developers.grupozap.com/feeds/vrsync/elements/listing/; prices in whole reais with
 * currency="BRL", no separators (the "ListPrice" rules of the VRSync docs).
 */
export const VRSYNC_NAMESPACE = 'http://www.vivareal.com/schemas/1.0/VRSync';

/** A property as the feed reads it: the API's shape (prices in reais) and its flag. */
export type ImovelDoFeed = Imovel & { publicarNosPortais: boolean; iptu?: number };

/** The agency as the feed's Header and each listing's ContactInfo name it. */
export type AgenciaDoFeed = { nome: string; email: string; telefone: string };

export type EntradaFeedVrsync = {
  imoveis: readonly ImovelDoFeed[];
  agencia: AgenciaDoFeed;
  /** When the feed was made (an ISO instant). */
  publicadoEm: string;
  /** The public site's address (https://…): the listing's page and photos hang from it. */
  urlBase: string;
};

/** Reais → the whole reais the portals take (centavos dropped, as their docs ask): 2500.9 → 2500. */
export const reaisInteiros = (reais: number): number => Math.floor(Math.round(reais * 100) / 100);

const absoluta = (base: string, caminho: string) =>
  /^https?:\/\//i.test(caminho) ? caminho : `${base}${caminho.startsWith('/') ? '' : '/'}${caminho}`;

const preco = (nome: string, reais: number | undefined, extra: Record<string, string> = {}) =>
  reais === undefined || !(reais > 0)
    ? ''
    : elemento(nome, reaisInteiros(reais), { currency: 'BRL', ...extra });

const media = (imovel: Imovel, base: string) => {
  const jpegs = imovel.fotos.flatMap((f) => {
    const jpeg = fotoJpegParaPortais(f);
    return jpeg ? [absoluta(base, jpeg)] : [];
  });
  const itens = jpegs.map((url, i) =>
    elemento('Item', url, { medium: 'image', ...(i === 0 ? { primary: 'true' } : {}) }),
  );
  return bloco('Media', itens);
};

const detalhes = (imovel: ImovelDoFeed) => {
  const tipo = TIPO_VRSYNC[imovel.tipo];
  const valor =
    imovel.operacao === 'Aluguel'
      ? preco('RentalPrice', imovel.preco, { period: 'Monthly' })
      : preco('ListPrice', imovel.preco);
  return bloco('Details', [
    elemento('UsageType', tipo.uso),
    elemento('PropertyType', tipo.tipo),
    `<Description>${xmlCdata(imovel.descricao.trim())}</Description>`,
    valor,
    preco('PropertyAdministrationFee', imovel.precoCondominio),
    preco('Iptu', imovel.iptu, { period: 'Yearly' }),
    elemento('LivingArea', Math.round(imovel.areaUtil), { unit: 'square metres' }),
    elemento('Bedrooms', imovel.quartos),
    elemento('Bathrooms', imovel.banheiros),
    elemento('Suites', imovel.suites),
    elemento('Garage', imovel.vagas, { type: 'Parking Space' }),
  ]);
};

const localizacao = (imovel: Imovel) => {
  const uf = ufDoEstado(imovel.estado);
  const endereco = partesDoEndereco(imovel.endereco);
  return bloco(
    'Location',
    [
      elemento('Country', 'Brasil', { abbreviation: 'BR' }),
      elemento('State', uf.nome, uf.sigla ? { abbreviation: uf.sigla } : {}),
      elemento('City', imovel.cidade),
      elemento('Neighborhood', imovel.bairro),
      elemento('Address', endereco.logradouro),
      elemento('StreetNumber', endereco.numero),
      elemento('Complement', endereco.complemento),
      elemento('PostalCode', cepFormatado(imovel.cep)),
    ],
    { displayAddress: 'All' },
  );
};

const contato = (agencia: AgenciaDoFeed, base: string) =>
  bloco('ContactInfo', [
    elemento('Name', agencia.nome),
    elemento('Email', agencia.email),
    elemento('Website', base),
    elemento('Telephone', agencia.telefone),
  ]);

const anuncio = (imovel: ImovelDoFeed, agencia: AgenciaDoFeed, base: string) =>
  [
    '<Listing>',
    elemento('ListingID', imovel.id),
    elemento('Title', imovel.titulo.trim()),
    elemento('TransactionType', TRANSACAO_VRSYNC[imovel.operacao]),
    elemento('DetailViewUrl', absoluta(base, caminhoDoImovel(imovel))),
    media(imovel, base),
    detalhes(imovel),
    localizacao(imovel),
    contato(agencia, base),
    '</Listing>',
  ].join('\n    ');

/**
 * The whole feed: the properties that may be in it ({@link entraNoFeed}), in the given order.
 * Pure: the same input gives the same bytes.
 */
export const feedVrsync = ({ imoveis, agencia, publicadoEm, urlBase }: EntradaFeedVrsync): string => {
  const base = urlBase.replace(/\/+$/, '');
  const publicado = new Date(publicadoEm).toISOString().replace(/\.\d{3}Z$/, 'Z');
  const cabecalho = bloco('Header', [
    elemento('Provider', agencia.nome),
    elemento('Email', agencia.email),
    elemento('ContactName', agencia.nome),
    elemento('PublishDate', publicado),
    elemento('Telephone', agencia.telefone),
  ]);
  const anuncios = imoveis.filter(entraNoFeed).map((i) => `  ${anuncio(i, agencia, base)}`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<ListingDataFeed xmlns="${VRSYNC_NAMESPACE}" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance" ` +
      `xsi:schemaLocation="${VRSYNC_NAMESPACE} http://xml.vivareal.com/vrsync.xsd">`,
    cabecalho,
    '<Listings>',
    ...anuncios,
    '</Listings>',
    '</ListingDataFeed>',
    '',
  ].join('\n');
};
