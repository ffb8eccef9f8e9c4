#!/usr/bin/env node
// Cost of durability (docs/decisions/007): times N payment-like writes — each its own transaction,
// as the API commits them: insert a receipt, update its installment, append an audit row — on a
// SQLite file in WAL mode, once with `synchronous = NORMAL` and once with `synchronous = FULL`
// (FULL fsyncs the WAL on every commit). Rounds alternate the two settings so disk noise hits both.
// Prints commits/s and per-commit latency (p50/p95/p99).
// Usage: npm run bench:sqlite-sync [-- --escritas 2000 --rodadas 3 --pasta /var/lib/morada]
// Point --pasta at the disk DATA_DIR lives on: a tmpfs (RAM) makes fsync free and hides the cost.
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import Database from 'better-sqlite3';

const { values: opt } = parseArgs({
  options: {
    escritas: { type: 'string', default: '2000' },
    rodadas: { type: 'string', default: '3' },
    pasta: { type: 'string', default: tmpdir() },
  },
});
const N = Number(opt.escritas);
const RODADAS = Number(opt.rodadas);
const raiz = mkdtempSync(join(opt.pasta, 'morada-bench-sync-'));

const SCHEMA = `
  CREATE TABLE parcelas (id TEXT PRIMARY KEY, contrato_id TEXT NOT NULL, vencimento TEXT NOT NULL,
    valor_centavos INTEGER NOT NULL, status TEXT NOT NULL, pago_em TEXT);
  CREATE TABLE recebimentos (id TEXT PRIMARY KEY, parcela_id TEXT NOT NULL REFERENCES parcelas(id),
    valor_centavos INTEGER NOT NULL, forma TEXT NOT NULL, recebido_em TEXT NOT NULL);
  CREATE TABLE auditoria (id INTEGER PRIMARY KEY, acao TEXT NOT NULL, alvo TEXT NOT NULL, em TEXT NOT NULL);
  CREATE INDEX recebimentos_parcela ON recebimentos(parcela_id);`;

/** One round: a fresh database, N installments seeded in one transaction, then N timed commits. */
const rodada = (modo, i) => {
  const arquivo = join(raiz, `${modo.toLowerCase()}-${i}.db`);
  const db = new Database(arquivo);
  db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma(`synchronous = ${modo}`);
  db.exec(SCHEMA);
  const ids = Array.from({ length: N }, () => randomUUID());
  const semear = db.prepare(`INSERT INTO parcelas VALUES (?, ?, '2026-12-05', 250000, 'PENDENTE', NULL)`);
  db.transaction(() => ids.forEach((id) => semear.run(id, randomUUID())))();

  const inserir = db.prepare(`INSERT INTO recebimentos VALUES (?, ?, 250000, 'PIX', ?)`);
  const baixar = db.prepare(`UPDATE parcelas SET status = 'PAGO', pago_em = ? WHERE id = ?`);
  const auditar = db.prepare(`INSERT INTO auditoria (acao, alvo, em) VALUES ('RECEBIMENTO', ?, ?)`);
  const pagar = db.transaction((id, agora) => {
    inserir.run(randomUUID(), id, agora);
    baixar.run(agora, id);
    auditar.run(id, agora);
  });

  const lat = new Float64Array(N);
  const t0 = process.hrtime.bigint();
  for (let k = 0; k < N; k++) {
    const t = process.hrtime.bigint();
    pagar(ids[k], new Date().toISOString());
    lat[k] = Number(process.hrtime.bigint() - t) / 1e6;
  }
  const segundos = Number(process.hrtime.bigint() - t0) / 1e9;
  db.close();
  return { segundos, lat };
};

const p = (ordenado, q) => ordenado[Math.min(ordenado.length - 1, Math.floor(q * ordenado.length))];

try {
  console.log(`${N} commits por rodada, ${RODADAS} rodadas por modo, WAL, arquivos em ${raiz}\n`);
  const todos = { NORMAL: [], FULL: [] };
  const tempo = { NORMAL: 0, FULL: 0 };
  for (let i = 0; i < RODADAS; i++) {
    for (const modo of ['NORMAL', 'FULL']) {
      const { segundos, lat } = rodada(modo, i);
      tempo[modo] += segundos;
      todos[modo].push(...lat);
      console.log(`  rodada ${i + 1} ${modo.padEnd(6)} ${(N / segundos).toFixed(0).padStart(7)} commits/s`);
    }
  }
  console.log('');
  for (const modo of ['NORMAL', 'FULL']) {
    const lat = Float64Array.from(todos[modo]).sort();
    console.log(
      `synchronous=${modo.padEnd(6)} ${((N * RODADAS) / tempo[modo]).toFixed(0).padStart(7)} commits/s` +
        `  p50 ${p(lat, 0.5).toFixed(3)} ms  p95 ${p(lat, 0.95).toFixed(3)} ms  p99 ${p(lat, 0.99).toFixed(3)} ms`,
    );
  }
} finally {
  rmSync(raiz, { recursive: true, force: true });
}
