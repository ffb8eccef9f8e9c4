import { formatBRL, formatNumero } from '../format';
import type { Imovel, ImovelFiltro } from '../imovel/imovel.schema';
import { FOTO_COMPARTILHAMENTO, urlFotoCompartilhamento } from '../imovel/foto-variantes';
import { MSG_SEO } from '../messages/seo';
import { caminhoDoImovel } from './imovel-url';

/** What the agency shows of itself (public settings). */
export type AgenciaSeo = {
  nome: string;
  telefone?: string;
  emailAdministracao?: string;
  endereco?: string;
  site?: string;
};

export type ImagemPrevia = { url: string; largura?: number; altura?: number; tipo?: string };

/** What a page tells search engines and link previews (WhatsApp, Facebook, X). */
export type MetaPagina = {
  titulo: string;
  descricao: string;
  /** Absolute canonical URL. */
  canonico: string;
  /** The preview image, when the page has one: absolute URL, and its size and type when known. */
  imagem?: ImagemPrevia;
  /** og:type: 'website', or 'product' for a property. */
  tipo: 'website' | 'product';
  preco?: { valor: number; moeda: 'BRL' };
  /** schema.org objects, each one <script type="application/ld+json">. */
  jsonLd: object[];
  /** Pages that must not be indexed (not found, no longer available). */
  semIndice?: boolean;
};

const absoluta = (base: string, caminho: string) =>
  /^https?:\/\//.test(caminho)
    ? caminho
    : `${base.replace(/\/+$/, '')}${caminho.startsWith('/') ? '' : '/'}${caminho}`;

/** A photo as a link preview: its 1200 × 630 JPEG copy when the server made one, else the photo. */
const previaDaFoto = (base: string, foto: string | undefined): ImagemPrevia | undefined => {
  if (!foto) return undefined;
  const copia = urlFotoCompartilhamento(foto);
  if (!copia) return { url: absoluta(base, foto) };
  const { largura, altura, tipo } = FOTO_COMPARTILHAMENTO;
  return { url: absoluta(base, copia), largura, altura, tipo };
};

/** A description of at most `max` characters, cut at a word, for meta description and og. */
export const resumirTexto = (texto: string, max = 160) => {
  const limpo = texto.replace(/\s+/g, ' ').trim();
  if (limpo.length <= max) return limpo;
  const corte = limpo.slice(0, max - 1);
  return `${corte.slice(0, Math.max(corte.lastIndexOf(' '), max / 2)).replace(/[\s,.;:]+$/, '')}…`;
};

/** 'R$ 3.500,00/mês' or 'R$ 850.000,00': the price as the cards show it. */
export const precoExibido = (imovel: Pick<Imovel, 'preco' | 'operacao'>) =>
  `${formatBRL(imovel.preco)}${imovel.operacao === 'Aluguel' ? '/mês' : ''}`;

/** A page's <title>: what it shows, then the agency ('Sobre nós — Morada Imóveis'). */
export const tituloDaPagina = (titulo: string | undefined, nomeAgencia: string) =>
  titulo ? `${titulo} — ${nomeAgencia}` : nomeAgencia;

/** The listing's name: what was searched ('Apartamentos para alugar em Vila Mariana'), or the default. */
export const tituloDaListagem = (f: Pick<ImovelFiltro, 'operacao' | 'tipo' | 'localizacao'>) => {
  const operacao = f.operacao && f.operacao !== 'todos' ? f.operacao : undefined;
  const tipo = f.tipo && f.tipo !== 'todos' ? f.tipo : undefined;
  return operacao || tipo || f.localizacao
    ? MSG_SEO.imoveis.tituloBusca(tipo, operacao, f.localizacao)
    : MSG_SEO.imoveis.titulo;
};

/** A property's <title>: name and price, what a shared link's preview leads with. */
export const tituloDoImovel = (imovel: Pick<Imovel, 'titulo' | 'preco' | 'operacao'>, nomeAgencia: string) =>
  tituloDaPagina(`${imovel.titulo} — ${precoExibido(imovel)}`, nomeAgencia);

/** The agency as schema.org RealEstateAgent: on every page, so search engines know who answers. */
export const jsonLdAgencia = (agencia: AgenciaSeo, base: string) => ({
  '@context': 'https://schema.org',
  '@type': 'RealEstateAgent',
  '@id': `${absoluta(base, '/')}#imobiliaria`,
  name: agencia.nome,
  url: absoluta(base, '/'),
  ...(agencia.telefone ? { telephone: agencia.telefone } : {}),
  ...(agencia.emailAdministracao ? { email: agencia.emailAdministracao } : {}),
  ...(agencia.endereco
    ? { address: { '@type': 'PostalAddress', streetAddress: agencia.endereco, addressCountry: 'BR' } }
    : {}),
});

const TIPO_SCHEMA: Record<Imovel['tipo'], string> = {
  Apartamento: 'Apartment',
  Casa: 'SingleFamilyResidence',
  Comercial: 'Place',
  Terreno: 'Landform',
};

/** A property as schema.org RealEstateListing with its Offer (rent or sale) and the place itself. */
export const jsonLdImovel = (imovel: Imovel, agencia: AgenciaSeo, base: string, disponivel: boolean) => {
  const url = absoluta(base, caminhoDoImovel(imovel));
  return {
    '@context': 'https://schema.org',
    '@type': 'RealEstateListing',
    '@id': url,
    url,
    name: imovel.titulo,
    description: resumirTexto(imovel.descricao, 500),
    datePosted: imovel.dataCadastro.slice(0, 10),
    image: imovel.fotos.map((f) => absoluta(base, f)),
    offers: {
      '@type': 'Offer',
      price: imovel.preco.toFixed(2),
      priceCurrency: 'BRL',
      businessFunction: `http://purl.org/goodrelations/v1#${imovel.operacao === 'Aluguel' ? 'LeaseOut' : 'Sell'}`,
      availability: `https://schema.org/${disponivel ? 'InStock' : 'SoldOut'}`,
      url,
      offeredBy: {
        '@id': `${absoluta(base, '/')}#imobiliaria`,
        '@type': 'RealEstateAgent',
        name: agencia.nome,
      },
    },
    about: {
      '@type': TIPO_SCHEMA[imovel.tipo],
      name: imovel.titulo,
      address: {
        '@type': 'PostalAddress',
        streetAddress: imovel.endereco,
        addressLocality: imovel.cidade,
        addressRegion: imovel.estado,
        ...(imovel.cep ? { postalCode: imovel.cep.replace(/^(\d{5})(\d{3})$/, '$1-$2') } : {}),
        addressCountry: 'BR',
      },
      floorSize: { '@type': 'QuantitativeValue', value: imovel.areaUtil, unitCode: 'MTK' },
      ...(imovel.quartos != null ? { numberOfBedrooms: imovel.quartos, numberOfRooms: imovel.quartos } : {}),
      ...(imovel.banheiros != null ? { numberOfBathroomsTotal: imovel.banheiros } : {}),
    },
  };
};

/** Title, description, preview and structured data of a property's page. */
export const metaDoImovel = (
  imovel: Imovel,
  agencia: AgenciaSeo,
  base: string,
  disponivel: boolean,
): MetaPagina => {
  const detalhes = [
    imovel.quartos ? `${imovel.quartos} ${imovel.quartos === 1 ? 'quarto' : 'quartos'}` : '',
    `${formatNumero(imovel.areaUtil)} m²`,
    `${imovel.bairro}, ${imovel.cidade}`,
  ].filter(Boolean);
  return {
    titulo: tituloDoImovel(imovel, agencia.nome),
    descricao: resumirTexto(`${precoExibido(imovel)} · ${detalhes.join(' · ')}. ${imovel.descricao}`),
    canonico: absoluta(base, caminhoDoImovel(imovel)),
    imagem: previaDaFoto(base, imovel.fotos[0]),
    tipo: 'product',
    preco: { valor: imovel.preco, moeda: 'BRL' },
    jsonLd: [jsonLdImovel(imovel, agencia, base, disponivel), jsonLdAgencia(agencia, base)],
    semIndice: !disponivel,
  };
};

/** A page without a property of its own (home, listing, sobre, contato, not found). */
export const metaDaPagina = (
  agencia: AgenciaSeo,
  base: string,
  pagina: { titulo?: string; descricao: string; caminho: string; imagem?: string; semIndice?: boolean },
): MetaPagina => ({
  titulo: tituloDaPagina(pagina.titulo, agencia.nome),
  descricao: resumirTexto(pagina.descricao),
  canonico: absoluta(base, pagina.caminho),
  imagem: previaDaFoto(base, pagina.imagem),
  tipo: 'website',
  jsonLd: [jsonLdAgencia(agencia, base)],
  semIndice: pagina.semIndice,
});

export { absoluta as urlAbsoluta };
