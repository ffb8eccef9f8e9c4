import { describe, expect, it } from 'vitest';
import { AGENCIA, IMOVEL_PUBLICAVEL as BASE } from './portais.fixtures';
import { feedVrsync, reaisInteiros, VRSYNC_NAMESPACE, type ImovelDoFeed } from './vrsync';
import { achar, lerXml, texto, todos } from './xml-arvore.fixtures';

const URL_BASE = 'https://www.morada.com.br/';
const feed = (imoveis: ImovelDoFeed[]) =>
  feedVrsync({ imoveis, agencia: AGENCIA, publicadoEm: '2026-11-27T15:00:00.000Z', urlBase: URL_BASE });
const anuncios = (xml: string) => todos(achar(lerXml(xml), 'Listings'), 'Listing');

// Layout and values after https://developers.grupozap.com/feeds/vrsync/ (ListingDataFeed, Header,
// Listing) and its Details rules: prices in whole reais, currency="BRL", period="Monthly" on rent.
describe('feedVrsync', () => {
  it('the root, its namespace and the Header with the agency', () => {
    const raiz = lerXml(feed([]));
    expect(raiz.nome).toBe('ListingDataFeed');
    expect(raiz.attrs.xmlns).toBe(VRSYNC_NAMESPACE);
    expect(raiz.attrs.xmlns).toBe('http://www.vivareal.com/schemas/1.0/VRSync');
    expect(texto(raiz, 'Header/Provider')).toBe('Morada Imóveis');
    expect(texto(raiz, 'Header/Email')).toBe('contato@morada.com.br');
    expect(texto(raiz, 'Header/ContactName')).toBe('Morada Imóveis');
    expect(texto(raiz, 'Header/PublishDate')).toBe('2026-11-27T15:00:00Z');
    expect(texto(raiz, 'Header/Telephone')).toBe('(11) 3333-4444');
    expect(anuncios(feed([]))).toEqual([]);
  });

  it('a rental listing: id, title, transaction, page, photos, details, location, contact', () => {
    const [l] = anuncios(feed([BASE]));
    expect(texto(l!, 'ListingID')).toBe(BASE.id);
    expect(texto(l!, 'Title')).toBe('Apartamento 2 quartos na Vila Mariana');
    expect(texto(l!, 'TransactionType')).toBe('For Rent');
    expect(texto(l!, 'DetailViewUrl')).toBe(
      'https://www.morada.com.br/imoveis/apartamento-2-quartos-vila-mariana-11111111-1111-4111-8111-111111111111',
    );
    // The uploaded PNG goes as its JPEG copy and is the primary image; the foreign JPEG as it is;
    // the WebP without a copy is left out.
    const fotos = todos(achar(l!, 'Media'), 'Item');
    expect(fotos.map((f) => [f.texto, f.attrs.medium, f.attrs.primary])).toEqual([
      [
        'https://www.morada.com.br/uploads/fotos/aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa-og.jpg',
        'image',
        'true',
      ],
      ['https://cdn.exemplo.com.br/sala.JPG?v=2', 'image', undefined],
    ]);
    expect(texto(l!, 'Details/UsageType')).toBe('Residential');
    expect(texto(l!, 'Details/PropertyType')).toBe('Residential / Apartment');
    expect(texto(l!, 'Details/Description')).toBe(BASE.descricao);
    // R$ 2.500,90 → 2500 (centavos dropped); condomínio R$ 450,00 → 450.
    expect(achar(l!, 'Details/RentalPrice')).toMatchObject({
      texto: '2500',
      attrs: { currency: 'BRL', period: 'Monthly' },
    });
    expect(achar(l!, 'Details/ListPrice')).toBeUndefined();
    expect(achar(l!, 'Details/PropertyAdministrationFee')).toMatchObject({
      texto: '450',
      attrs: { currency: 'BRL' },
    });
    expect(achar(l!, 'Details/Iptu')).toBeUndefined();
    expect(achar(l!, 'Details/LivingArea')).toMatchObject({ texto: '68', attrs: { unit: 'square metres' } });
    expect([
      texto(l!, 'Details/Bedrooms'),
      texto(l!, 'Details/Bathrooms'),
      texto(l!, 'Details/Suites'),
    ]).toEqual(['2', '2', '1']);
    expect(achar(l!, 'Details/Garage')).toMatchObject({ texto: '1', attrs: { type: 'Parking Space' } });
    expect(achar(l!, 'Location/Country')?.attrs.abbreviation).toBe('BR');
    expect(achar(l!, 'Location/State')).toMatchObject({ texto: 'São Paulo', attrs: { abbreviation: 'SP' } });
    expect(texto(l!, 'Location/City')).toBe('São Paulo');
    expect(texto(l!, 'Location/Neighborhood')).toBe('Vila Mariana');
    expect(texto(l!, 'Location/Address')).toBe('Rua Domingos de Morais');
    expect(texto(l!, 'Location/StreetNumber')).toBe('1200');
    expect(texto(l!, 'Location/Complement')).toBe('apto 84');
    expect(texto(l!, 'Location/PostalCode')).toBe('04010-100');
    expect(texto(l!, 'ContactInfo/Name')).toBe('Morada Imóveis');
    expect(texto(l!, 'ContactInfo/Email')).toBe('contato@morada.com.br');
    expect(texto(l!, 'ContactInfo/Website')).toBe('https://www.morada.com.br');
  });

  it('a sale: ListPrice only; a house; IPTU when known; a state by name; an address without number', () => {
    const venda: ImovelDoFeed = {
      ...BASE,
      operacao: 'Venda',
      tipo: 'Casa',
      preco: 850000,
      precoCondominio: undefined,
      iptu: 3200.5,
      estado: 'minas gerais',
      endereco: 'Alameda das Flores',
      cep: '',
    };
    const [l] = anuncios(feed([venda]));
    expect(texto(l!, 'TransactionType')).toBe('For Sale');
    expect(texto(l!, 'Details/PropertyType')).toBe('Residential / Home');
    expect(achar(l!, 'Details/ListPrice')).toMatchObject({ texto: '850000', attrs: { currency: 'BRL' } });
    expect(achar(l!, 'Details/RentalPrice')).toBeUndefined();
    expect(achar(l!, 'Details/PropertyAdministrationFee')).toBeUndefined();
    expect(texto(l!, 'Details/Iptu')).toBe('3200');
    expect(achar(l!, 'Location/State')).toMatchObject({
      texto: 'Minas Gerais',
      attrs: { abbreviation: 'MG' },
    });
    expect(texto(l!, 'Location/Address')).toBe('Alameda das Flores');
    expect(achar(l!, 'Location/StreetNumber')).toBeUndefined();
    expect(achar(l!, 'Location/PostalCode')).toBeUndefined();
  });

  it('escapes & < > " \' in text, drops control characters, keeps "]]>" in the description', () => {
    const titulo = 'Casa & Jardim "Nova" d\'Água <3 suítes>';
    const descricao = `Sobrado com quintal ]]> e edícula; a < b & c > d. ${'Muito espaço. '.repeat(3)}`;
    const xml = feed([{ ...BASE, titulo: `${titulo}\u0007`, descricao: `${descricao}\u0000` }]);
    expect(xml).toContain('<Title>Casa &amp; Jardim &quot;Nova&quot; d&apos;Água &lt;3 suítes&gt;</Title>');
    const [l] = anuncios(xml);
    expect(texto(l!, 'Title')).toBe(titulo);
    expect(texto(l!, 'Details/Description')).toBe(descricao.trim());
  });

  it('only marked, Disponível properties without pendências, in the given order', () => {
    const id = (n: number) => `${n}`.repeat(8) + '-1111-4111-8111-111111111111';
    const xml = feed([
      { ...BASE, id: id(2) },
      { ...BASE, id: id(3), publicarNosPortais: false },
      { ...BASE, id: id(4), status: 'Ocupado' },
      { ...BASE, id: id(5), titulo: 'Curto' },
      { ...BASE, id: id(6), fotos: ['https://x.com/a.png'] },
      { ...BASE, id: id(7) },
    ]);
    expect(anuncios(xml).map((l) => texto(l, 'ListingID'))).toEqual([id(2), id(7)]);
  });

  it('is the same bytes for the same input', () => {
    expect(feed([BASE])).toBe(feed([BASE]));
  });
});

describe('reaisInteiros', () => {
  it('drops the centavos without float noise', () => {
    expect(reaisInteiros(2500.9)).toBe(2500);
    expect(reaisInteiros(1234.99)).toBe(1234);
    // 0.29 × 100 is 28.999999999999996 in floating point: R$ 29,00, so 29 (not 28).
    expect(reaisInteiros(0.29 * 100)).toBe(29);
  });
});
