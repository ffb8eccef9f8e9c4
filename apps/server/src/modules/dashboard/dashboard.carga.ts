/**
 * Load check of DESIGN §9's dashboard budget (≤ 100 ms over 1,000 contracts and 100k payments).
 * Run by hand: `npx tsx src/modules/dashboard/dashboard.carga.ts` (not part of the test suite).
 * The whole payload is measured 50 times (p50/p99) before and after ANALYZE: the database is
 * migrated empty and then filled, so its statistics are those of an empty database until then.
 * Wall time and the process's CPU time are both printed: on a shared machine the CPU time is the
 * steadier figure (better-sqlite3 runs the queries on this thread). `--sem-0003` drops the indexes
 * of migration 2026-12-02T0003 first, for a before/after comparison.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase, migrateToLatest } from '../../db/database';
import { loadEnv } from '../../env';
import type { Deps } from '../../http/context';
import { alertas, proximosVencimentos } from './dashboard.alertas';
import { atualizarEstatisticas, inserirCarteiraDeCarga } from './dashboard-carga.repository';
import { estatisticasETendencias, periodoDe, receitas } from './dashboard.indicadores';
import { repassesDoDashboard } from './dashboard.repasses';
import { calcularDashboard } from './dashboard.service';

const dataDir = mkdtempSync(join(tmpdir(), 'morada-carga-'));
const db = createDatabase({ dataDir });
await migrateToLatest(db);
if (process.argv.includes('--sem-0003')) {
  const { down } = await import('../../db/migrations/2026-12-02T0003-listas-admin');
  await down(db);
}
const agora = new Date('2026-06-15T12:00:00Z');
const deps = {
  db,
  env: loadEnv({ DATA_DIR: dataDir }),
  jwtSecret: 'x'.repeat(40),
  passwordCost: { N: 1024, r: 8, p: 1 },
  now: () => agora,
} as Deps;

const CONTRATOS = 1000;
const MESES = 100;
await inserirCarteiraDeCarga(db, CONTRATOS, MESES);
// Each part alone first (mean of 5), then the whole payload (median and worst of 20).
const pp = periodoDe(agora);
for (const [n, f] of [
  ['ind', () => estatisticasETendencias(db, pp)],
  ['rec', () => receitas(db, pp, 1)],
  ['al', () => alertas(db, pp)],
  ['venc', () => proximosVencimentos(db, pp)],
  ['rep', () => repassesDoDashboard(db, pp)],
] as const) {
  const t = performance.now();
  for (let i = 0; i < 5; i++) await f();
  console.log(n, ((performance.now() - t) / 5).toFixed(1));
}
const REQUISICOES = 50;
const medir = async (rotulo: string) => {
  const tempos: number[] = [];
  const cpu: number[] = [];
  for (let r = 0; r < REQUISICOES; r++) {
    const t0 = performance.now();
    const c0 = process.cpuUsage();
    await calcularDashboard(deps);
    const c = process.cpuUsage(c0);
    tempos.push(performance.now() - t0);
    cpu.push((c.user + c.system) / 1000);
  }
  const p = (xs: number[], q: number) =>
    [...xs].sort((a, b) => a - b)[Math.min(REQUISICOES - 1, Math.ceil(q * REQUISICOES) - 1)]!.toFixed(1);
  console.log(
    `dashboard ${rotulo}: ${CONTRATOS} contratos, ${CONTRATOS * MESES} pagamentos, ${REQUISICOES} requisições — ` +
      `p50 ${p(tempos, 0.5)} ms, p99 ${p(tempos, 0.99)} ms (CPU p50 ${p(cpu, 0.5)} ms, p99 ${p(cpu, 0.99)} ms)`,
  );
};
await medir('sem estatísticas');
await atualizarEstatisticas(db);
await medir('após ANALYZE');
await db.destroy();
if (process.argv.includes('--manter')) console.log(`banco mantido em ${dataDir}`);
else rmSync(dataDir, { recursive: true, force: true });
