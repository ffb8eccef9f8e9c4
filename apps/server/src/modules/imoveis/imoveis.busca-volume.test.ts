import { imovelCamposSchema, type ImovelFiltro } from '@morada/domain';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app';
import { criarImovel, listarImoveis } from './imoveis.repository';
import { padraoContem } from '../../lib/texto';

// Issue 13 (docs/decisions/018): on SQLite the search reads the trigram match once and picks the
// plans of total and page by how many rows match (over 2,000 it walks other indexes). Every plan
// must answer what a plain `busca like` listing answers, in the same order, on both databases.
let ctx: TestContext;
const N = 5000; // thousands of matches, past the 2,000 read one by one
const TIPOS = ['Apartamento', 'Casa', 'Comercial', 'Terreno'] as const;

beforeAll(async () => {
  ctx = await createTestContext();
  const base = Date.UTC(2025, 0, 1);
  await ctx.db.transaction().execute(async (trx) => {
    for (let i = 0; i < N; i++) {
      const campos = imovelCamposSchema.parse({
        titulo: `Volume ${i}`,
        tipo: TIPOS[i % 4],
        operacao: i % 8 < 4 ? 'Aluguel' : 'Venda',
        preco: String(1000 + ((i * 37) % 40) * 100), // many ties: the date, then the id, break them
        endereco: `Rua Volume, ${i}`,
        bairro: i % 3 === 0 ? 'Alto' : 'Baixo',
        cidade: i % 5 === 0 ? 'Vila Pequena' : 'Vila Grande',
        estado: 'SP',
        areaUtil: '60',
        descricao: 'Imóvel de volume.',
        status: i % 10 === 9 ? 'Ocupado' : 'Disponível',
      });
      // Pairs share a date: the id decides their order.
      await criarImovel(trx, campos, [], new Date(base - Math.floor(i / 2) * 60_000));
    }
  });
}, 120_000);
afterAll(() => ctx.close());

/** The same listing as a plain LIKE over the table, ordered as the repository promises. */
const esperado = async (f: ImovelFiltro) => {
  let q = ctx.db.selectFrom('imoveis').select('id');
  if (f.status && f.status !== 'todos') q = q.where('status', '=', f.status);
  if (f.tipo && f.tipo !== 'todos') q = q.where('tipo', '=', f.tipo);
  if (f.operacao && f.operacao !== 'todos') q = q.where('operacao', '=', f.operacao);
  if (f.precoMin !== undefined) q = q.where('preco_centavos', '>=', Number(f.precoMin) * 100);
  for (const termo of [f.localizacao, f.busca]) {
    if (termo) q = q.where(sql<boolean>`busca like ${padraoContem(termo)} escape '\\'`);
  }
  if (f.ordem === 'menor-preco') q = q.orderBy('preco_centavos', 'asc');
  if (f.ordem === 'maior-preco') q = q.orderBy('preco_centavos', 'desc');
  const ids = (await q.orderBy('data_cadastro', 'desc').orderBy('id', 'desc').execute()).map((r) => r.id);
  const limite = Number(f.limite);
  const inicio = (Number(f.pagina) - 1) * limite;
  return { ids: ids.slice(inicio, inicio + limite), total: ids.length };
};

const PUBLICO = { status: 'Disponível', pagina: 1, limite: 12 } as const;
const VAZIOS = ['no match', 'a page past the end'];
const CASOS: [string, ImovelFiltro][] = [
  [
    '4,000 listed, 875 public houses: filter index, then sorted',
    { localizacao: 'vila grande', tipo: 'Casa' },
  ],
  [
    'same, cheapest first, page 2',
    { localizacao: 'Vila Grande', tipo: 'Casa', ordem: 'menor-preco', pagina: 2 },
  ],
  ['4,000 listed, 3,500 public: the date index', { localizacao: 'vila grande', pagina: 3 }],
  ['the date index, operation only', { localizacao: 'vila', operacao: 'Aluguel', pagina: 2 }],
  ['the price index, operation only', { localizacao: 'vila', operacao: 'Venda', ordem: 'maior-preco' }],
  ['the price index, every public one', { localizacao: 'rua volume', ordem: 'menor-preco', pagina: 2 }],
  ['type and operation, newest first', { localizacao: 'vila', tipo: 'Casa', operacao: 'Aluguel', pagina: 2 }],
  [
    '1,000 listed: read one by one',
    { localizacao: 'vila pequena', tipo: 'Apartamento', ordem: 'maior-preco' },
  ],
  ['location and text together', { localizacao: 'vila grande', busca: 'alto', ordem: 'menor-preco' }],
  ['a price floor', { localizacao: 'vila', precoMin: '4000', ordem: 'menor-preco', pagina: 2 }],
  ['admin, every status', { localizacao: 'vila', status: 'todos', ordem: 'maior-preco', pagina: 4 }],
  // Location and status only (issue 38): 500 rows have another status, so the total is the list's
  // length minus those of them listed ('vila grande' and 'rua volume' above go this way too)…
  ['1,667 listed, status only: minus the other statuses', { localizacao: 'alto', pagina: 2 }],
  ['3,333 listed, status only, dearest first', { localizacao: 'baixo', ordem: 'maior-preco', pagina: 3 }],
  // …and asking for that status, 4,500 rows of the others: each listed rowid sought in the index.
  ['admin, another status: 167 occupied', { localizacao: 'alto', status: 'Ocupado', pagina: 2 }],
  ['two letters: LIKE only', { localizacao: 'vi', ordem: 'menor-preco', pagina: 5 }],
  ['no match', { localizacao: 'vila inexistente' }],
  ['a page past the end', { localizacao: 'vila pequena', pagina: 100 }],
];

describe('busca com muitos resultados', () => {
  it.each(CASOS)('%s: same page and total as a plain LIKE', async (nome, filtro) => {
    const f = { ...PUBLICO, ...filtro };
    const { itens, total } = await listarImoveis(ctx.db, f);
    const certo = await esperado(f);
    expect({ ids: itens.map((i) => i.id), total }).toEqual(certo);
    expect(certo.ids).toHaveLength(VAZIOS.includes(nome) ? 0 : 12); // each case names a full page
  });
});
