#!/usr/bin/env node
// Benchmark of the property search without the HTTP cache (issue 13): migrates a throwaway SQLite
// database, seeds N properties (the same shape as bench-api.mjs) and calls the real listing
// repository with random location fragments, type and operation, timing page + total together.
// Prints p50/p95/p99 and the slowest searches. --analyze first runs ANALYZE, as production has it
// (migration 2026-12-02T0003 on a filled database); without it the statistics of `imoveis` are
// dropped, as a database migrated empty and filled afterwards has them.
// Usage: npx tsx --conditions=source scripts/bench-busca.mjs [--imoveis 100000 --buscas 400 --pasta /tmp/x --analyze]
import { randomUUID } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';
import { sql } from 'kysely';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database.ts';
import { listarImoveis } from '../apps/server/src/modules/imoveis/imoveis.repository.ts';

const { values: opt } = parseArgs({
  options: {
    imoveis: { type: 'string', default: '100000' },
    buscas: { type: 'string', default: '400' },
    pasta: { type: 'string' },
    analyze: { type: 'boolean', default: false },
  },
});
const N = Number(opt.imoveis);
const BUSCAS = Number(opt.buscas);
// --pasta keeps (and reuses) the seeded database there instead of a throwaway one.
const dataDir = opt.pasta ?? mkdtempSync(join(tmpdir(), 'morada-bench-busca-'));
const jaSemeado = opt.pasta !== undefined && existsSync(join(opt.pasta, 'morada.db'));

const TIPOS = ['Apartamento', 'Casa', 'Comercial', 'Terreno'];
const OPS = ['Venda', 'Aluguel'];
const CIDADES = ['São Paulo', 'Campinas', 'Santos', 'Rio de Janeiro', 'Curitiba', 'Belo Horizonte'];
const BAIRROS = ['Centro', 'Moema', 'Pinheiros', 'Jardins', 'Copacabana', 'Batel', 'Savassi', 'Gonzaga'];
const RUAS = ['das Flores', 'Augusta', 'Haddock Lobo', 'XV de Novembro', 'dos Andradas', 'Bela Cintra'];
const normal = (s) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

const seed = () => {
  const raw = new Database(join(dataDir, 'morada.db'));
  const insert =
    raw.prepare(`INSERT INTO imoveis (id,titulo,tipo,operacao,preco_centavos,condominio_centavos,endereco,bairro,cidade,estado,cep,area_util,quartos,suites,banheiros,vagas,andar,descricao,destaque,status,data_cadastro,fotos,caracteristicas,busca)
    VALUES (@id,@titulo,@tipo,@operacao,@preco,NULL,@endereco,@bairro,@cidade,'SP','01000-000',@area,@quartos,1,2,1,NULL,'Imóvel de teste',0,@status,@data,'[]','[]',@busca)`);
  raw.transaction(() => {
    for (let i = 0; i < N; i++) {
      const bairro = BAIRROS[i % BAIRROS.length];
      const cidade = CIDADES[(i * 7) % CIDADES.length];
      const titulo = `${TIPOS[i % 4]} ${i}`;
      const endereco = `Rua ${RUAS[i % RUAS.length]}, ${i % 2000}`;
      insert.run({
        id: randomUUID(),
        titulo,
        tipo: TIPOS[i % 4],
        operacao: OPS[(i >> 2) % 2],
        preco: (1000 + ((i * 37) % 5000)) * 100,
        endereco,
        bairro,
        cidade,
        area: 50 + (i % 200),
        quartos: i % 5,
        status: i % 10 === 0 ? 'Vendido' : 'Disponível',
        data: new Date(Date.UTC(2020, 0, 1) + i * 60_000).toISOString(),
        busca: normal(`${titulo} ${endereco} ${bairro} ${cidade} sp`),
      });
    }
  })();
  raw.close();
};

const db = createDatabase({ dataDir, duravel: false });
await migrateToLatest(db);
if (!jaSemeado) {
  const t0 = performance.now();
  seed();
  console.log(`${N} imóveis semeados em ${Math.round(performance.now() - t0)} ms`);
}
// Statistics are read by this connection: ANALYZE here, or drop a reused folder's and reload.
if (opt.analyze) await sql`analyze`.execute(db);
else {
  await sql`delete from sqlite_stat1 where tbl = 'imoveis'`.execute(db);
  await sql`analyze sqlite_schema`.execute(db);
}
console.log(opt.analyze ? 'com estatísticas (ANALYZE)' : 'sem estatísticas de imoveis');

// Location fragments people type: whole names, partial words, street numbers, and misses.
const fragmentos = [
  ...BAIRROS,
  ...CIDADES,
  ...RUAS,
  'pinhei',
  'sao pa',
  'copa',
  'rua augusta, 1',
  'moe',
  'xyz',
  'centro',
  'flores, 19',
];
let semente = 42;
const aleatorio = (n) => {
  semente = (semente * 1103515245 + 12345) % 2 ** 31;
  return semente % n;
};
const tempos = [];
const lentas = [];
let totais = 0;
for (let i = 0; i < BUSCAS; i++) {
  const base = normal(fragmentos[aleatorio(fragmentos.length)]);
  const localizacao =
    aleatorio(3) === 0 ? `${base.slice(0, 3 + aleatorio(3))}` : `${base} ${aleatorio(9)}`.trim();
  const filtro = {
    status: 'Disponível',
    localizacao: aleatorio(4) === 0 ? base : localizacao,
    tipo: ['todos', ...TIPOS][aleatorio(5)],
    operacao: ['todos', ...OPS][aleatorio(3)],
    ordem: [undefined, 'menor-preco', 'maior-preco'][aleatorio(3)],
    pagina: 1 + aleatorio(3),
    limite: 12,
  };
  const t = performance.now();
  const { total } = await listarImoveis(db, filtro);
  tempos.push(performance.now() - t);
  lentas.push({ ms: performance.now() - t, total, filtro });
  totais += total;
}
tempos.sort((a, b) => a - b);
const p = (q) => tempos[Math.min(tempos.length - 1, Math.floor(q * tempos.length))].toFixed(1);
console.log(
  `listarImoveis com localização (página + total), ${BUSCAS} buscas: p50 ${p(0.5)} ms, p95 ${p(0.95)} ms, p99 ${p(0.99)} ms, máx ${p(1)} ms; total médio ${Math.round(totais / BUSCAS)}`,
);
// The slowest searches, so a regression points at its filter combination.
for (const { ms, total, filtro } of lentas.sort((a, b) => b.ms - a.ms).slice(0, 5)) {
  const { localizacao, tipo, operacao, ordem, pagina } = filtro;
  console.log(
    `  ${ms.toFixed(1)} ms: ${JSON.stringify({ localizacao, tipo, operacao, ordem, pagina })} → ${total}`,
  );
}
await db.destroy();
if (!opt.pasta) rmSync(dataDir, { recursive: true, force: true });
