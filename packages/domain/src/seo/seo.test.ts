import { describe, expect, it } from 'vitest';
import type { Imovel } from '../imovel/imovel.schema';
import { MSG_SEO } from '../messages/seo';
import { caminhoDoImovel, idDoSegmento, slugDoImovel, slugificar } from './imovel-url';
import { metaDaPagina, metaDoImovel, resumirTexto, tituloDoImovel } from './pagina';
import { robotsTxt, sitemapXml } from './sitemap';

const ID = '506cf42a-912c-464e-8e25-dfdffbc0913b';
const imovel: Imovel = {
  id: ID,
  titulo: 'Apartamento com varanda',
  tipo: 'Apartamento',
  operacao: 'Aluguel',
  preco: 3500,
  endereco: 'Rua Domingos de Morais, 100',
  bairro: 'Vila Mariana',
  cidade: 'São Paulo',
  estado: 'SP',
  cep: '04010000',
  areaUtil: 72.5,
  quartos: 2,
  banheiros: 2,
  descricao: 'Apartamento claro, perto do metrô, com varanda e vaga.',
  destaque: true,
  status: 'Disponível',
  dataCadastro: '2026-09-30T12:00:00.000Z',
  fotos: ['/uploads/fotos/a.png', 'https://cdn.exemplo.com/b.jpg'],
  caracteristicas: [],
};
const agencia = { nome: 'Morada Imóveis', telefone: '1134567890' };
const BASE = 'https://www.moradaimoveis.com.br/';

describe('property URLs', () => {
  it('slug: type, bedrooms and neighbourhood, without accents', () => {
    expect(slugificar('  São João — Vila Mariana!  ')).toBe('sao-joao-vila-mariana');
    expect(slugDoImovel(imovel)).toBe('apartamento-2-quartos-vila-mariana');
    expect(slugDoImovel({ tipo: 'Casa', quartos: 1, bairro: 'Centro' })).toBe('casa-1-quarto-centro');
    expect(slugDoImovel({ tipo: 'Terreno', quartos: undefined, bairro: 'Granja Viana' })).toBe(
      'terreno-granja-viana',
    );
  });

  it('the canonical path ends with the id, and the id is found again in any spelling', () => {
    expect(caminhoDoImovel(imovel)).toBe(`/imoveis/apartamento-2-quartos-vila-mariana-${ID}`);
    expect(idDoSegmento(`apartamento-2-quartos-vila-mariana-${ID}`)).toBe(ID);
    expect(idDoSegmento(`outro-texto-${ID.toUpperCase()}`)).toBe(ID.toUpperCase());
    expect(idDoSegmento(ID)).toBe(ID);
    expect(idDoSegmento('imovel-antigo-7')).toBe('imovel-antigo-7');
  });
});

describe('page meta', () => {
  it("a property's title, description, image and price are what a shared link shows", () => {
    const m = metaDoImovel(imovel, agencia, BASE, true);
    expect(m.titulo).toBe('Apartamento com varanda — R$ 3.500,00/mês — Morada Imóveis');
    expect(m.titulo).toBe(tituloDoImovel(imovel, 'Morada Imóveis'));
    expect(m.descricao).toBe(
      'R$ 3.500,00/mês · 2 quartos · 72,5 m² · Vila Mariana, São Paulo. Apartamento claro, perto do metrô, com varanda e vaga.',
    );
    expect(m.canonico).toBe(
      `https://www.moradaimoveis.com.br/imoveis/apartamento-2-quartos-vila-mariana-${ID}`,
    );
    expect(m.imagem).toEqual({ url: 'https://www.moradaimoveis.com.br/uploads/fotos/a.png' });
    expect(m.preco).toEqual({ valor: 3500, moeda: 'BRL' });
    expect(m.semIndice).toBe(false);
  });

  it("an uploaded photo's preview is its 1200 × 630 JPEG copy, with size and type", () => {
    const foto = '/uploads/fotos/0b0e8f52-3c55-4d7e-9a1b-2f6f0c9d1e42.png';
    expect(metaDoImovel({ ...imovel, fotos: [foto] }, agencia, BASE, true).imagem).toEqual({
      url: 'https://www.moradaimoveis.com.br/uploads/fotos/0b0e8f52-3c55-4d7e-9a1b-2f6f0c9d1e42-og.jpg',
      largura: 1200,
      altura: 630,
      tipo: 'image/jpeg',
    });
    expect(metaDaPagina(agencia, BASE, { descricao: 'x', caminho: '/' }).imagem).toBeUndefined();
  });

  it('JSON-LD: a RealEstateListing with its Offer and address, and the agency', () => {
    const [anuncio, imobiliaria] = metaDoImovel(imovel, agencia, BASE, false).jsonLd as Record<
      string,
      unknown
    >[];
    expect(anuncio).toMatchObject({
      '@type': 'RealEstateListing',
      datePosted: '2026-09-30',
      image: ['https://www.moradaimoveis.com.br/uploads/fotos/a.png', 'https://cdn.exemplo.com/b.jpg'],
      offers: {
        price: '3500.00',
        priceCurrency: 'BRL',
        businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
        availability: 'https://schema.org/SoldOut',
      },
      about: {
        '@type': 'Apartment',
        address: { postalCode: '04010-000', addressLocality: 'São Paulo', addressRegion: 'SP' },
        floorSize: { value: 72.5, unitCode: 'MTK' },
        numberOfBedrooms: 2,
      },
    });
    expect(imobiliaria).toMatchObject({
      '@type': 'RealEstateAgent',
      name: 'Morada Imóveis',
      telephone: '1134567890',
    });
  });

  it('other pages: the page name then the agency; not indexed when asked', () => {
    const m = metaDaPagina(agencia, BASE, {
      titulo: 'Sobre nós',
      descricao: 'x',
      caminho: '/sobre',
      semIndice: true,
    });
    expect([m.titulo, m.canonico, m.tipo, m.semIndice]).toEqual([
      'Sobre nós — Morada Imóveis',
      'https://www.moradaimoveis.com.br/sobre',
      'website',
      true,
    ]);
  });

  it('descriptions are cut at a word, within 160 characters', () => {
    const longo = 'palavra '.repeat(40);
    const curto = resumirTexto(longo);
    expect(curto.length).toBeLessThanOrEqual(160);
    expect(curto.endsWith('palavra…')).toBe(true);
    expect(resumirTexto('  curto \n texto ')).toBe('curto texto');
  });

  it("the listing's title names what was searched", () => {
    expect(MSG_SEO.imoveis.tituloBusca('Apartamento', 'Aluguel', 'Vila Mariana')).toBe(
      'Apartamentos para alugar em Vila Mariana',
    );
    expect(MSG_SEO.imoveis.tituloBusca(undefined, 'Venda', undefined)).toBe('Imóveis à venda');
    expect(MSG_SEO.imoveis.descricao(1)).toMatch(/^1 imóvel disponível /);
  });
});

describe('sitemap and robots', () => {
  it('absolute, escaped URLs with the last change date', () => {
    const xml = sitemapXml(BASE, [
      { caminho: '/' },
      { caminho: '/imoveis?a=1&b=2', alterado: '2026-09-30T12:00:00Z' },
    ]);
    expect(xml).toContain('<loc>https://www.moradaimoveis.com.br/</loc>');
    expect(xml).toContain(
      '<url><loc>https://www.moradaimoveis.com.br/imoveis?a=1&amp;b=2</loc><lastmod>2026-09-30</lastmod></url>',
    );
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
  });

  it('robots.txt names the sitemap and closes the private areas', () => {
    const txt = robotsTxt(BASE);
    expect(txt).toContain('Sitemap: https://www.moradaimoveis.com.br/sitemap.xml');
    for (const area of ['/admin', '/locatario', '/proprietario', '/api/'])
      expect(txt).toContain(`Disallow: ${area}`);
  });
});
