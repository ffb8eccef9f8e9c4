import { imovelCamposSchema, type Imovel, type ImovelCamposInput } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { atualizarImovel, criarImovel, excluirImovel, listarImoveis } from './imoveis.repository';

// Issue 13: the location search reads a trigram index (FTS5 on SQLite, pg_trgm on PostgreSQL)
// and must still answer exactly what `busca like '%termo%'` did. Runs on SQLite and PostgreSQL.
let ctx: TestContext;
const BASE: ImovelCamposInput = {
  titulo: 'Apto',
  tipo: 'Apartamento',
  operacao: 'Aluguel',
  preco: '1000',
  endereco: 'Rua Xíngu-Quarto, 10',
  bairro: 'Jardim Ômega',
  cidade: 'Zetópolis',
  estado: 'SP',
  areaUtil: '50',
  descricao: 'Imóvel de teste.',
};
const ids: Record<string, string> = {};
const campos = (extra: Partial<ImovelCamposInput>) => imovelCamposSchema.parse({ ...BASE, ...extra });

beforeAll(async () => {
  ctx = await createTestContext();
  const agora = Date.now();
  const plano: [string, Partial<ImovelCamposInput>][] = [
    ['a', { titulo: 'Zeta A 50% "aspas"' }],
    ['b', { titulo: 'Zeta B', tipo: 'Casa', operacao: 'Venda', endereco: 'Avenida Zq_1, 20' }],
    ['c', { titulo: 'Zeta C', bairro: 'Zqbairro', status: 'Ocupado' }],
  ];
  for (const [i, [nome, extra]] of plano.entries()) {
    ids[nome] = (await criarImovel(ctx.db, campos(extra), [], new Date(agora - i * 60_000))).id;
  }
});
afterAll(() => ctx.close());

const buscar = async (localizacao: string, qs = '') => {
  const res = await ctx.request(`/api/imoveis?localizacao=${encodeURIComponent(localizacao)}${qs}`);
  expect(res.status).toBe(200);
  const itens = (await res.json()) as Imovel[];
  return { titulos: itens.map((i) => i.titulo), total: Number(res.headers.get('X-Total-Count')) };
};

describe('busca por localização (índice de trigramas)', () => {
  it('finds a fragment inside a word, ignoring case and accents, with the exact total', async () => {
    expect(await buscar('ZETOPOL')).toEqual({ titulos: ['Zeta A 50% "aspas"', 'Zeta B'], total: 2 });
    expect(await buscar('ômega')).toMatchObject({ total: 2 });
    expect(await buscar('xingu-quar')).toMatchObject({ total: 1 });
  });

  it('combines the text with type and operation', async () => {
    expect(await buscar('zetopolis', '&tipo=Casa&operacao=Venda')).toEqual({ titulos: ['Zeta B'], total: 1 });
    expect(await buscar('zetopolis', '&tipo=Casa&operacao=Aluguel')).toEqual({ titulos: [], total: 0 });
  });

  it('takes quotes, % and _ literally, never as query syntax', async () => {
    expect(await buscar('50% "as')).toEqual({ titulos: ['Zeta A 50% "aspas"'], total: 1 });
    expect(await buscar('zq_1')).toEqual({ titulos: ['Zeta B'], total: 1 });
    expect(await buscar('a 5_%')).toEqual({ titulos: [], total: 0 });
  });

  it('terms under three characters still match exactly (no trigram to use)', async () => {
    expect((await buscar('zq')).titulos).toEqual(['Zeta B']); // 'Zqbairro' is Ocupado: not public
    expect((await buscar('"a')).titulos).toEqual(['Zeta A 50% "aspas"']);
  });

  it('follows edits and deletions (the index is kept in step)', async () => {
    // Straight to the repository: the HTTP cache is invalidated by the routes, not by these calls.
    const achar = async (localizacao: string) => {
      const r = await listarImoveis(ctx.db, { status: 'Disponível', localizacao, pagina: 1, limite: 12 });
      return { titulos: r.itens.map((i) => i.titulo), total: r.total };
    };
    const novo = await criarImovel(ctx.db, campos({ titulo: 'Kappa', cidade: 'Ypsilândia' }), [], new Date());
    expect(await achar('ypsilan')).toEqual({ titulos: ['Kappa'], total: 1 });
    await atualizarImovel(ctx.db, novo.id, campos({ titulo: 'Kappa', cidade: 'Omicronia' }), []);
    expect(await achar('ypsilan')).toEqual({ titulos: [], total: 0 });
    expect(await achar('omicron')).toEqual({ titulos: ['Kappa'], total: 1 });
    await excluirImovel(ctx.db, novo.id);
    expect(await achar('omicron')).toEqual({ titulos: [], total: 0 });
  });
});
