import { imovelCamposSchema, type ImovelFiltro } from '@morada/domain';
import { CompiledQuery, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listarDoUsuario } from '../modules/notificacoes/notificacoes.repository';
import { criarImovel, listarImoveis } from '../modules/imoveis/imoveis.repository';
import { listarPorInquilino } from '../modules/pagamentos/pagamentos.repository';
import { listarContratos } from '../modules/contratos/contratos.repository';
import { listarDocumentos, listarProcessos } from '../modules/juridico/juridico.repository';
import { listarUsuarios } from '../modules/usuarios/usuarios.repository';
import { createTestContext, type TestContext } from '../test/test-app';
import type { Db } from './database';

// Issue 13: no public or admin list reads a whole table. Each case calls the real repository
// function through a Db that records the SQL it compiles; every statement's plan must read an
// index (or the FTS5 trigram table), never `SCAN <table>`. Add a list: one more row in CASOS.
type Caso = { nome: string; rodar: (db: Db) => Promise<unknown>; consultas?: number };

const PUBLICO: ImovelFiltro = { status: 'Disponível', pagina: 1, limite: 12 };
// A listing runs the total and the page; a location of 3+ letters first reads its trigram match,
// once, into the rowid list both of them use (docs/decisions/018).
const imoveis = (nome: string, f: Partial<ImovelFiltro>): Caso => ({
  nome: `imóveis: ${nome}`,
  rodar: (db) => listarImoveis(db, { ...PUBLICO, ...f }),
  consultas: (f.localizacao ?? '').length >= 3 ? 3 : 2,
});
const USUARIO = '00000000-0000-4000-8000-000000000000';
let umImovel = '';

export const CASOS: Caso[] = [
  imoveis('sem filtros', {}),
  imoveis('localização', { localizacao: 'moema' }),
  imoveis('localização curta (sem trigrama)', { localizacao: 'mo' }),
  imoveis('localização + tipo + operação', { localizacao: 'sao paulo', tipo: 'Casa', operacao: 'Venda' }),
  imoveis('tipo', { tipo: 'Apartamento' }),
  imoveis('operação', { operacao: 'Aluguel' }),
  imoveis('tipo + operação', { tipo: 'Casa', operacao: 'Aluguel' }),
  imoveis('preço', { precoMin: 1000, precoMax: 3000 }),
  imoveis('quartos', { quartos: 2 }),
  imoveis('área', { areaMin: 50, areaMax: 120 }),
  imoveis('menor preço', { ordem: 'menor-preco' }),
  imoveis('maior preço + localização', { ordem: 'maior-preco', localizacao: 'centro' }),
  imoveis('página 3', { pagina: 3 }),
  imoveis('admin, todos os status', { status: 'todos' }),
  imoveis('admin, status + localização', { status: 'Ocupado', localizacao: 'jardins' }),
  {
    nome: 'imóveis: favoritos (ids)',
    rodar: (db) => listarImoveis(db, { ...PUBLICO, ids: [umImovel] }),
    consultas: 2,
  },
  { nome: 'notificações do usuário', rodar: (db) => listarDoUsuario(db, USUARIO) },
  { nome: 'pagamentos do inquilino', rodar: (db) => listarPorInquilino(db, USUARIO) },
  // Admin lists (migration 2026-12-02T0003): one page in index order plus the total.
  { nome: 'admin: usuários, página 2', rodar: (db) => listarUsuarios(db, { pagina: 2, limite: 20 }) },
  {
    nome: 'admin: contratos, página 2',
    rodar: (db) => listarContratos(db, { pagina: 2, limite: 20, hoje: '2026-06-15' }),
  },
  {
    nome: 'admin: contratos, status',
    rodar: (db) => listarContratos(db, { status: 'Ativo', pagina: 1, limite: 20, hoje: '2026-06-15' }),
  },
  { nome: 'admin: documentos jurídicos, página 2', rodar: (db) => listarDocumentos(db, undefined, 20, 20) },
  { nome: 'admin: processos, página 2', rodar: (db) => listarProcessos(db, undefined, 20, 20) },
];

/** Runs `rodar` against a Db that records each compiled statement instead of losing it. */
const capturar = async (db: Db, rodar: Caso['rodar']): Promise<CompiledQuery[]> => {
  const feitas: CompiledQuery[] = [];
  const espiao: KyselyPlugin = {
    transformQuery: ({ node, queryId }) => {
      feitas.push(db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  await rodar(db.withPlugin(espiao));
  return feitas;
};

/** `SCAN t` of a real table; an FTS5 virtual table or an index read is fine. */
export const leTabelaInteira = (detalhe: string): boolean =>
  /^SCAN \w+/.test(detalhe) && !/VIRTUAL TABLE|USING (COVERING )?INDEX/.test(detalhe);

let ctx: TestContext;
let postgres = false;
/** Every listing case has matches, so its page statement runs (an empty result skips it). */
const semearVariados = async (db: Db) => {
  const TIPOS = ['Apartamento', 'Casa', 'Comercial', 'Terreno'] as const;
  const BAIRROS = ['Moema', 'Jardins', 'Centro', 'Pinheiros'];
  const STATUS = ['Disponível', 'Disponível', 'Ocupado'] as const;
  for (let i = 0; i < 96; i++) {
    const campos = imovelCamposSchema.parse({
      titulo: `Plano ${i}`,
      tipo: TIPOS[i % 4],
      operacao: i % 8 < 4 ? 'Aluguel' : 'Venda',
      preco: String(900 + i * 50),
      endereco: `Rua das Flores, ${i}`,
      bairro: BAIRROS[Math.floor(i / 8) % 4],
      cidade: 'São Paulo',
      estado: 'SP',
      areaUtil: String(40 + i * 2),
      quartos: String(i % 4),
      descricao: 'Imóvel para os planos de consulta.',
      status: STATUS[i % 3],
    });
    const { id } = await criarImovel(db, campos, [], new Date(Date.now() - i * 60_000));
    if (i === 0) umImovel = id; // available, so the public favourites page shows it
  }
};

beforeAll(async () => {
  ctx = await createTestContext();
  postgres = Boolean(ctx.deps.env.DATABASE_URL);
  await semearVariados(ctx.db);
});
afterAll(() => ctx.close());

describe('planos de consulta das listas (SQLite)', () => {
  it('the detector flags a table scan and lets index and FTS reads through', () => {
    expect(leTabelaInteira('SCAN imoveis')).toBe(true);
    expect(leTabelaInteira('SCAN imoveis USING COVERING INDEX imoveis_status_idx')).toBe(false);
    expect(leTabelaInteira('SCAN imoveis_busca VIRTUAL TABLE INDEX 0:M1')).toBe(false);
    expect(leTabelaInteira('SEARCH imoveis USING INDEX imoveis_status_data_idx (status=?)')).toBe(false);
  });

  it.each(CASOS.map((c) => [c.nome, c] as const))('%s: no statement scans a whole table', async (_, caso) => {
    if (postgres) return; // EXPLAIN QUERY PLAN is SQLite's; PostgreSQL's index use is checked below.
    const consultas = await capturar(ctx.db, caso.rodar);
    // Every listing case has matches, so all its statements run; the trigram match only once.
    expect(consultas.length).toBe(caso.consultas ?? (consultas.length || 1));
    const fts = consultas.filter((c) => c.sql.includes('imoveis_busca match'));
    expect(fts).toHaveLength(caso.consultas === 3 ? 1 : 0);
    const varreduras: string[] = [];
    for (const c of consultas) {
      const plano = await ctx.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${c.sql}`, [...c.parameters]),
      );
      for (const { detail } of plano.rows)
        if (leTabelaInteira(detail)) varreduras.push(`${detail} ← ${c.sql}`);
    }
    expect(varreduras).toEqual([]);
  });
});

describe('busca por localização no PostgreSQL', () => {
  it('reads the pg_trgm GIN index for a location search', async () => {
    if (!postgres) return;
    const [busca] = await capturar(ctx.db, (db) =>
      listarImoveis(db, { ...PUBLICO, status: 'todos', localizacao: 'moema' }),
    );
    // The seeded table is tiny, so the planner would rightly read it whole; without sequential
    // and plain index scans it shows the trigram index serves the query the repository sends.
    const plano = await ctx.db.connection().execute(async (conn) => {
      await conn.executeQuery(CompiledQuery.raw('set enable_seqscan = off'));
      await conn.executeQuery(CompiledQuery.raw('set enable_indexscan = off'));
      const r = await conn.executeQuery<{ 'QUERY PLAN': string }>(
        CompiledQuery.raw(`explain ${busca!.sql}`, [...busca!.parameters]),
      );
      await conn.executeQuery(CompiledQuery.raw('reset enable_seqscan'));
      await conn.executeQuery(CompiledQuery.raw('reset enable_indexscan'));
      return r.rows.map((l) => l['QUERY PLAN']).join('\n');
    });
    expect(plano).toContain('imoveis_busca_trgm_idx');
  });
});
