/**
 * Load check of DESIGN §9's dashboard budget (≤ 100 ms over 1,000 contracts and 100k payments).
 * Run by hand: `npx tsx src/modules/dashboard/dashboard.carga.ts` (not part of the test suite).
 * The whole payload is measured 50 times (p50/p99) before and after ANALYZE: the database is
 * migrated empty and then filled, so its statistics are those of an empty database until then.
 * Wall time and the process's CPU time are both printed: on a shared machine the CPU time is the
 * steadier figure (better-sqlite3 runs the queries on this thread). `--sem-0003` drops the indexes
 * of migration 2026-12-02T0003 first, for a before/after comparison.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { createDatabase, migrateToLatest } from '../../db/database';
import { loadEnv } from '../../env';
import type { Deps } from '../../http/context';
import { somarMeses, vencimentoDoMes } from '../../lib/datas';
import { alertas, proximosVencimentos } from './dashboard.alertas';
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
const tipos = ['Apartamento', 'Casa', 'Comercial', 'Terreno'];
await db.transaction().execute(async (trx) => {
  for (let i = 0; i < CONTRATOS; i++) {
    const u = randomUUID();
    const im = randomUUID();
    const ct = randomUUID();
    await trx
      .insertInto('usuarios')
      .values({
        id: u,
        nome: `Inquilino ${i}`,
        email: `i${i}@x.com`,
        telefone: '',
        perfil: 'inquilino',
        status: 'ativo',
        senha_hash: 'x',
        token_versao: 0,
        cpf: '',
        rg: '',
        data_cadastro: '2018-01-01',
        ultimo_acesso: null,
      })
      .execute();
    await trx
      .insertInto('imoveis')
      .values({
        id: im,
        titulo: `Imóvel ${i}`,
        tipo: tipos[i % 4]!,
        operacao: 'Aluguel',
        preco: 1000,
        preco_condominio: null,
        endereco: 'R',
        bairro: 'B',
        cidade: 'C',
        estado: 'SP',
        area_util: 50,
        quartos: null,
        suites: null,
        banheiros: null,
        vagas: null,
        andar: null,
        descricao: 'd',
        destaque: 0,
        status: i % 10 ? 'Ocupado' : 'Disponível',
        data_cadastro: '2018-01-01',
        fotos: '[]',
        caracteristicas: '[]',
        busca: '',
      })
      .execute();
    await trx
      .insertInto('contratos')
      .values({
        id: ct,
        numero: `CT-${i}`,
        inquilino_id: u,
        imovel_id: im,
        data_inicio: '2018-03-01',
        data_fim: '2026-12-31',
        aluguel_centavos: 200_000,
        condominio_centavos: 30_000,
        iptu_centavos: 10_000,
        outros_centavos: 0,
        desconto_centavos: 0,
        encargos_clausula: 0,
        encargos_proprietario_percentual: 100,
        dia_vencimento: 10,
        status: i % 10 ? 'Ativo' : 'Finalizado',
        observacoes: '',
        multa_percentual: 2,
        juros_mensal_percentual: 1,
        created_at: '2018-03-01',
      })
      .execute();
    const linhas = Array.from({ length: MESES }, (_, k) => {
      const competencia = somarMeses('2018-03', k);
      const vencimento = vencimentoDoMes(competencia, 10);
      const pago = vencimento < '2026-06-15' && (k + i) % 17 !== 0;
      return {
        id: randomUUID(),
        contrato_id: ct,
        competencia,
        vencimento,
        valor_centavos: 240_000,
        aluguel_centavos: 200_000,
        condominio_centavos: 30_000,
        iptu_centavos: 10_000,
        outros_centavos: 0,
        desconto_centavos: 0,
        status: pago ? 'RECEIVED' : 'PENDING',
        data_pagamento: pago ? vencimento : null,
        ultima_cobranca: null,
        nosso_numero: null,
        codigo_barras: null,
        linha_digitavel: null,
        pix_payload: null,
        provider_id: null,
        created_at: '2018-03-01',
      };
    });
    await trx.insertInto('pagamentos').values(linhas).execute();
    // Every settled payment has its receipt; every fifth open one a partial receipt.
    const recebimentos = linhas
      .filter((l, k) => l.status === 'RECEIVED' || (k % 5 === 0 && l.vencimento < '2026-06-15'))
      .map((l) => {
        const parcial = l.status !== 'RECEIVED';
        return {
          id: randomUUID(),
          pagamento_id: l.id,
          data: l.vencimento,
          valor_centavos: parcial ? 120_000 : 240_000,
          meio: 'PIX',
          juros_centavos: 0,
          multa_centavos: 0,
          aluguel_centavos: parcial ? 100_000 : 200_000,
          condominio_centavos: parcial ? 15_000 : 30_000,
          iptu_centavos: parcial ? 5_000 : 10_000,
          outros_centavos: 0,
          registrado_por: null,
          created_at: '2018-03-01',
        };
      });
    await trx.insertInto('recebimentos').values(recebimentos).execute();
  }
});
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
await sql`analyze`.execute(db);
await medir('após ANALYZE');
await db.destroy();
if (process.argv.includes('--manter')) console.log(`banco mantido em ${dataDir}`);
else rmSync(dataDir, { recursive: true, force: true });
