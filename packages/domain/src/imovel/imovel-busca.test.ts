import { describe, expect, it } from 'vitest';
import { MSG } from '../messages/pt-BR';
import { buscaDoFiltro, filtroDaBusca, temFiltroPublico } from './imovel-busca';
import { imovelFiltroSchema } from './imovel.schema';
import { imovelDisponivel } from './imovel.rules';

const busca = (qs: string) => filtroDaBusca(new URLSearchParams(qs));

describe('filtroDaBusca (URL da listagem → filtro da API)', () => {
  it('sem parâmetros: primeira página, só imóveis disponíveis, ordem padrão', () => {
    expect(busca('')).toEqual({ pagina: 1, limite: 12, status: 'Disponível' });
  });

  it('lê todos os filtros e a ordem', () => {
    expect(
      busca(
        'operacao=Aluguel&tipo=Casa&localizacao=%20Moema%20&precoMin=1500&precoMax=3.200,50' +
          '&quartos=2&vagas=1&areaMin=50&areaMax=120&ordem=menor-preco&pagina=3',
      ),
    ).toEqual({
      pagina: 3,
      limite: 12,
      status: 'Disponível',
      operacao: 'Aluguel',
      tipo: 'Casa',
      localizacao: 'Moema',
      precoMin: 1500,
      precoMax: 3200.5,
      quartos: 2,
      vagas: 1,
      areaMin: 50,
      areaMax: 120,
      ordem: 'menor-preco',
    });
  });

  it('ignora valores malformados e desvira faixas invertidas', () => {
    expect(
      busca('operacao=Troca&precoMin=abc&precoMax=-5&quartos=dois&vagas=0&ordem=xyz&areaMin=200&areaMax=80'),
    ).toEqual({ pagina: 1, limite: 12, status: 'Disponível', areaMin: 80, areaMax: 200 });
    expect(busca('precoMin=900000&precoMax=300000')).toMatchObject({ precoMin: 300000, precoMax: 900000 });
    expect(busca('ordem=recentes').ordem).toBeUndefined();
    expect(busca('quartos=2.7').quartos).toBe(2);
  });

  it('é determinístico: a mesma URL dá o mesmo objeto, com as chaves na mesma ordem', () => {
    const a = busca('ordem=maior-preco&quartos=3&tipo=Casa');
    const b = busca('tipo=Casa&quartos=3&ordem=maior-preco');
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
  });

  it('o filtro lido passa no schema da API', () => {
    const f = busca('precoMin=1.500&precoMax=3000&quartos=4&areaMin=10&ordem=maior-preco');
    expect(imovelFiltroSchema.safeParse(f).success).toBe(true);
  });
});

describe('buscaDoFiltro (filtro → URL)', () => {
  it('volta à mesma URL, sem página 1, ordem padrão nem "todos"', () => {
    const qs = 'operacao=Venda&precoMin=100000&quartos=2&areaMax=90&ordem=menor-preco&pagina=2';
    expect(buscaDoFiltro(busca(qs)).toString()).toBe(qs);
    expect(
      buscaDoFiltro({
        operacao: 'todos',
        tipo: 'todos',
        localizacao: '',
        ordem: 'recentes',
        pagina: 1,
      }).toString(),
    ).toBe('');
  });
});

describe('temFiltroPublico', () => {
  it('só filtros contam (ordem e página não)', () => {
    expect(temFiltroPublico(busca('ordem=menor-preco&pagina=2'))).toBe(false);
    expect(temFiltroPublico(busca('vagas=1'))).toBe(true);
    expect(temFiltroPublico(busca('localizacao=Santos'))).toBe(true);
  });
});

describe('imovelFiltroSchema (GET /api/imoveis)', () => {
  const erros = (q: Record<string, string>) => {
    const r = imovelFiltroSchema.safeParse(q);
    return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('converte os números e a lista de ids', () => {
    const f = imovelFiltroSchema.parse({
      precoMin: '1.500',
      quartos: '2',
      ids: 'a, b,a,,c',
      ordem: 'maior-preco',
    });
    expect(f).toMatchObject({ precoMin: 1500, quartos: 2, ids: ['a', 'b', 'c'], ordem: 'maior-preco' });
    expect(imovelFiltroSchema.parse({ precoMin: '' }).precoMin).toBeUndefined();
    // The repository parses again what the route parsed: the output is valid input.
    expect(imovelFiltroSchema.parse(f)).toEqual(f);
  });

  it('recusa valores inválidos com mensagens em pt-BR', () => {
    expect(
      erros({ precoMin: 'abc', precoMax: '-1', quartos: '1.5', vagas: 'x', areaMin: '?', areaMax: 'z' }),
    ).toEqual({
      precoMin: 'Preço mínimo deve ser um número',
      precoMax: 'Preço máximo deve ser um número',
      quartos: 'Quartos deve ser um número',
      vagas: 'Vagas deve ser um número',
      areaMin: 'Área mínima deve ser um número',
      areaMax: 'Área máxima deve ser um número',
    });
    expect(erros({ ordem: 'barato' })).toEqual({ ordem: MSG.listagem.ordemInvalida });
    expect(erros({ precoMin: '500', precoMax: '100' })).toEqual({ precoMax: MSG.listagem.faixaPreco });
    expect(erros({ areaMin: '90', areaMax: '30' })).toEqual({ areaMax: MSG.listagem.faixaArea });
    expect(erros({ ids: 'a,../x' })).toMatchObject({ 'ids.1': expect.any(String) });
    const muitos = Array.from({ length: 101 }, (_, i) => `id${i}`).join(',');
    expect(erros({ ids: muitos })).toEqual({ ids: 'Informe no máximo 100 imóveis' });
  });
});

describe('imovelDisponivel', () => {
  it('só o status Disponível fica na vitrine pública', () => {
    expect(imovelDisponivel({ status: 'Disponível' })).toBe(true);
    for (const status of ['Ocupado', 'Reservado', 'Manutenção'] as const)
      expect(imovelDisponivel({ status })).toBe(false);
  });
});

describe('contagem da listagem', () => {
  it('concorda em número: 1 imóvel encontrado, N imóveis encontrados', () => {
    expect(MSG.listagem.encontrados(0)).toBe('0 imóveis encontrados');
    expect(MSG.listagem.encontrados(1)).toBe('1 imóvel encontrado');
    expect(MSG.listagem.encontrados(6)).toBe('6 imóveis encontrados');
    expect(MSG.favoritos.contagem(1)).toBe('1 imóvel favorito');
    expect(MSG.listagem.favoritos(0)).toBe('Favoritos');
    expect(MSG.listagem.favoritos(3)).toBe('Favoritos (3)');
  });
});
