import { imovelCamposSchema, MSG, type Imovel, type ImovelCamposInput } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro } from '../../test/http-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';
import { criarImovel } from './imoveis.repository';

// Issue 12: the listing people expect — price, quartos, vagas and área filters, three orders, only
// available properties for the public, ids for the favourites page. Runs on SQLite and PostgreSQL.
let ctx: TestContext;
let admin: string;
let inquilina: string;
const ids: Record<string, string> = {};

/** Properties of their own city, so the demo seed never mixes in: `?localizacao=vila teste`. */
const LOCAL = 'localizacao=vila%20teste';
const BASE: ImovelCamposInput = {
  titulo: '',
  tipo: 'Apartamento',
  operacao: 'Aluguel',
  preco: '1000',
  endereco: 'Rua das Provas, 1',
  bairro: 'Centro',
  cidade: 'Vila Teste',
  estado: 'SP',
  areaUtil: '50',
  descricao: 'Imóvel de teste.',
};
const PLANO: [string, Partial<ImovelCamposInput>, number][] = [
  // nome, campos, dias atrás (data de cadastro)
  ['barato', { preco: '1200', quartos: '1', vagas: '0', areaUtil: '40' }, 5],
  ['medio', { preco: '2500', quartos: '2', vagas: '1', areaUtil: '70' }, 4],
  ['medioNovo', { preco: '2500', quartos: '3', vagas: '2', areaUtil: '95' }, 1],
  ['caro', { preco: '4800', quartos: '4', vagas: '3', areaUtil: '180' }, 3],
  ['semQuartos', { preco: '3000', tipo: 'Comercial', areaUtil: '60' }, 2],
  ['ocupado', { preco: '2000', quartos: '2', vagas: '1', status: 'Ocupado' }, 0],
  ['reservado', { preco: '2100', quartos: '3', status: 'Reservado' }, 0],
  ['manutencao', { preco: '2200', quartos: '2', status: 'Manutenção' }, 0],
];

beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
  inquilina = await ctx.tenantToken();
  const agora = Date.now();
  for (const [nome, campos, dias] of PLANO) {
    const c = imovelCamposSchema.parse({ ...BASE, titulo: `Teste ${nome}`, ...campos });
    ids[nome] = (
      await criarImovel(ctx.db, c, ['/uploads/fotos/x.png'], new Date(agora - dias * 86_400_000))
    ).id;
  }
});
afterAll(() => ctx.close());

const listar = async (qs: string, token?: string) => {
  const res = await ctx.request(`/api/imoveis?${qs}`, token ? { token } : {});
  expect(res.status).toBe(200);
  const itens = (await res.json()) as Imovel[];
  return {
    itens,
    nomes: itens.map((i) => i.titulo.replace('Teste ', '')),
    total: Number(res.headers.get('X-Total-Count')),
  };
};

describe('GET /api/imoveis: the new filters', () => {
  it('price range in reais, inclusive at both ends', async () => {
    expect((await listar(`${LOCAL}&precoMin=2500`)).nomes).toEqual([
      'medioNovo',
      'semQuartos',
      'caro',
      'medio',
    ]);
    expect((await listar(`${LOCAL}&precoMax=2500`)).nomes).toEqual(['medioNovo', 'medio', 'barato']);
    const faixa = await listar(`${LOCAL}&precoMin=2.000&precoMax=3000,00`);
    expect([faixa.total, faixa.nomes]).toEqual([3, ['medioNovo', 'semQuartos', 'medio']]);
  });

  it('quartos and vagas are minimums; a property without the count never matches', async () => {
    expect((await listar(`${LOCAL}&quartos=3`)).nomes).toEqual(['medioNovo', 'caro']);
    expect((await listar(`${LOCAL}&quartos=1`)).total).toBe(4);
    expect((await listar(`${LOCAL}&vagas=2`)).nomes).toEqual(['medioNovo', 'caro']);
    expect((await listar(`${LOCAL}&quartos=2&vagas=1&precoMax=3000`)).nomes).toEqual(['medioNovo', 'medio']);
  });

  it('área útil minimum and maximum', async () => {
    expect((await listar(`${LOCAL}&areaMin=70`)).nomes).toEqual(['medioNovo', 'caro', 'medio']);
    expect((await listar(`${LOCAL}&areaMin=50&areaMax=95`)).nomes).toEqual([
      'medioNovo',
      'semQuartos',
      'medio',
    ]);
  });

  it('orders: newest (default), cheapest, dearest; equal prices fall back to the newest', async () => {
    expect((await listar(LOCAL)).nomes).toEqual(['medioNovo', 'semQuartos', 'caro', 'medio', 'barato']);
    expect((await listar(`${LOCAL}&ordem=recentes`)).nomes).toEqual((await listar(LOCAL)).nomes);
    expect((await listar(`${LOCAL}&ordem=menor-preco`)).nomes).toEqual([
      'barato',
      'medioNovo',
      'medio',
      'semQuartos',
      'caro',
    ]);
    expect((await listar(`${LOCAL}&ordem=maior-preco`)).nomes).toEqual([
      'caro',
      'semQuartos',
      'medioNovo',
      'medio',
      'barato',
    ]);
  });

  it('pages of an order neither repeat nor skip a property', async () => {
    const vistos: string[] = [];
    for (const pagina of [1, 2, 3]) {
      const p = await listar(`${LOCAL}&ordem=menor-preco&limite=2&pagina=${pagina}`);
      expect(p.total).toBe(5);
      vistos.push(...p.nomes);
    }
    expect(vistos).toEqual(['barato', 'medioNovo', 'medio', 'semQuartos', 'caro']);
  });

  it('every bad value → 400 VALIDACAO with the field and a pt-BR message, never 500', async () => {
    const casos: [string, string, string][] = [
      ['precoMin=abc', 'precoMin', 'Preço mínimo deve ser um número'],
      ['precoMax=-10', 'precoMax', 'Preço máximo deve ser um número'],
      ['quartos=1.5', 'quartos', 'Quartos deve ser um número'],
      ['vagas=muitas', 'vagas', 'Vagas deve ser um número'],
      ['areaMin=%3F', 'areaMin', 'Área mínima deve ser um número'],
      ['areaMax=x', 'areaMax', 'Área máxima deve ser um número'],
      ['ordem=barato', 'ordem', MSG.listagem.ordemInvalida],
      ['precoMin=5000&precoMax=1000', 'precoMax', MSG.listagem.faixaPreco],
      ['areaMin=90&areaMax=30', 'areaMax', MSG.listagem.faixaArea],
    ];
    for (const [qs, campo, msg] of casos) {
      const corpo = await esperarErro(await ctx.request(`/api/imoveis?${qs}`), 400, msg, [{ [campo]: msg }]);
      expect(corpo.codigo).toBe('VALIDACAO');
    }
    const muitos = Array.from({ length: 101 }, (_, i) => `id${i}`).join(',');
    await esperarErro(await ctx.request(`/api/imoveis?ids=${muitos}`), 400, 'Informe no máximo 100 imóveis');
    const ruim = await ctx.request('/api/imoveis?ids=a,..%2Fetc');
    expect(ruim.status).toBe(400);
    expect(((await ruim.json()) as { erro: string }).erro).not.toMatch(/Invalid|expected/);
  });
});

describe('only available properties for the public', () => {
  it('anonymous, tenant and other roles see only Disponível; asking for another status changes nothing', async () => {
    for (const token of [undefined, inquilina]) {
      const todos = await listar(`limite=100`, token);
      expect(todos.itens.every((i) => i.status === 'Disponível')).toBe(true);
      expect(todos.total).toBe(todos.itens.length);
      expect((await listar(LOCAL, token)).total).toBe(5);
      const pedido = await listar(`${LOCAL}&status=Ocupado`, token);
      expect(pedido.itens.every((i) => i.status === 'Disponível')).toBe(true);
      expect(pedido.total).toBe(5);
    }
    // The demo's two rented properties (contracts) are occupied: gone from the public listing.
    const semFiltro = await listar('limite=100');
    const doAdmin = await listar('limite=100', admin);
    expect(doAdmin.total - semFiltro.total).toBe(
      doAdmin.itens.filter((i) => i.status !== 'Disponível').length,
    );
  });

  it('the home featured list (destaque=true) leaves unavailable properties out too', async () => {
    await ctx.db.updateTable('imoveis').set({ destaque: 1 }).where('id', '=', ids.ocupado!).execute();
    const destaques = await listar('destaque=true&limite=100');
    expect(destaques.itens.map((i) => i.id)).not.toContain(ids.ocupado);
    expect((await listar('destaque=true&limite=100', admin)).itens.map((i) => i.id)).toContain(ids.ocupado);
  });

  it('the admin keeps every status and its status filter', async () => {
    expect((await listar(LOCAL, admin)).total).toBe(8);
    expect((await listar(`${LOCAL}&status=Reservado`, admin)).nomes).toEqual(['reservado']);
    expect((await listar(`${LOCAL}&status=todos`, admin)).total).toBe(8);
  });

  it('a direct link still answers an unavailable property, with its status', async () => {
    const res = await ctx.request(`/api/imoveis/${ids.ocupado}`);
    expect(res.status).toBe(200);
    expect((await res.json()) as Imovel).toMatchObject({ titulo: 'Teste ocupado', status: 'Ocupado' });
  });
});

describe('ids: the favourites page', () => {
  it('answers the asked properties whatever their status, for anyone', async () => {
    const pedido = [ids.barato, ids.ocupado, ids.manutencao, 'nao-existe'].join(',');
    const r = await listar(`ids=${pedido}&limite=100`);
    expect(new Set(r.nomes)).toEqual(new Set(['barato', 'ocupado', 'manutencao']));
    expect(r.total).toBe(3);
    expect(r.itens.find((i) => i.id === ids.ocupado)?.status).toBe('Ocupado');
    // Other filters still apply; proprietarioId and terms stay hidden from the public.
    expect((await listar(`ids=${pedido}&operacao=Venda`)).total).toBe(0);
    expect(r.itens.every((i) => !('proprietarioId' in i) && !('diaRepasse' in i))).toBe(true);
  });

  it('100 ids are accepted, duplicates count once', async () => {
    const cem = [...Array.from({ length: 99 }, (_, i) => `x${i}`), ids.caro, ids.caro].join(',');
    expect((await listar(`ids=${cem}`)).nomes).toEqual(['caro']);
  });
});

describe('listing cache per role', () => {
  it('an admin’s answer (every status) is never served to the public, nor the reverse', async () => {
    const qs = `${LOCAL}&ordem=maior-preco`;
    // Same query, admin first: the public must not get the admin's cached answer.
    expect((await listar(qs, admin)).total).toBe(8);
    expect((await listar(qs)).total).toBe(5);
    const qs2 = `${LOCAL}&ordem=menor-preco&limite=50`;
    expect((await listar(qs2)).total).toBe(5);
    expect((await listar(qs2, admin)).total).toBe(8);
  });
});
