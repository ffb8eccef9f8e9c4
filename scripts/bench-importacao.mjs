#!/usr/bin/env node
// Benchmark of bank-file imports (issue 34): a CNAB 400 retorno of N liquidações and an OFX of N
// credits, each against N open payments of one account, through the real import services on a
// throwaway SQLite database with the demo seed. Prints the time of the first import (everything
// booked) and of the same file again (everything already journaled).
// Usage: npx tsx --conditions=source scripts/bench-importacao.mjs [--linhas 10000]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { montarRetorno400 } from '../packages/domain/src/index.ts';
import { createDatabase, migrateToLatest } from '../apps/server/src/db/database.ts';
import { seedDemo } from '../apps/server/src/db/seed/index.ts';
import { loadEnv } from '../apps/server/src/env.ts';
import { armazenamentoEmDisco } from '../apps/server/src/lib/armazenamento/index.ts';
import { importarRetorno } from '../apps/server/src/modules/cobranca/retornos.service.ts';
import { importarExtrato } from '../apps/server/src/modules/cobranca/extratos.service.ts';
import { inserirConta } from '../apps/server/src/modules/contas-cobranca/contas.repository.ts';
import { inserirPagamentoPendente } from '../apps/server/src/modules/pagamentos/index.ts';

const { values: opt } = parseArgs({ options: { linhas: { type: 'string', default: '10000' } } });
const N = Number(opt.linhas);
const dataDir = mkdtempSync(join(tmpdir(), 'morada-bench-importacao-'));
const deps = {
  db: createDatabase({ dataDir, duravel: true }),
  env: loadEnv({ NODE_ENV: 'production', DATA_DIR: dataDir, TAREFAS_DIARIAS: 'false' }),
  jwtSecret: 'bench-bench-bench-bench-bench-bench-bench-0123',
  passwordCost: { N: 2 ** 10, r: 8, p: 1 },
  armazenamento: armazenamentoEmDisco(dataDir),
  now: () => new Date(),
};

const CONTA = {
  agencia: '0057',
  agenciaDv: '',
  conta: '12345',
  contaDv: '7',
  carteira: '109',
  convenio: '12345',
};
const medir = async (rotulo, f) => {
  const t0 = performance.now();
  const r = await f();
  const ms = performance.now() - t0;
  console.log(
    `${rotulo.padEnd(34)} ${(ms / 1000).toFixed(2).padStart(6)} s  itens ${r.itens}, lançados ${r.lancados}, ` +
      `a conferir ${r.pendentes}, repetidos ${r.repetidos}`,
  );
};

try {
  await migrateToLatest(deps.db);
  await seedDemo(deps);
  const agora = new Date().toISOString();
  const conta = await inserirConta(
    deps.db,
    {
      nome: 'Itaú',
      banco: '341',
      layout: 'cnab400',
      proximaRemessa: 1,
      proximoNossoNumero: 1,
      ativa: true,
      ...CONTA,
    },
    agora,
  );
  const { contrato_id } = await deps.db
    .selectFrom('pagamentos')
    .select('contrato_id')
    .executeTakeFirstOrThrow();
  const ids = [];
  await deps.db.transaction().execute(async (trx) => {
    for (let i = 0; i < N; i++) {
      const ano = 2100 + Math.floor(i / 12);
      const competencia = `${ano}-${String((i % 12) + 1).padStart(2, '0')}`;
      const id = await inserirPagamentoPendente(trx, {
        contratoId: contrato_id,
        competencia,
        vencimento: `${competencia}-10`,
        composicao: { aluguel: 1_000_00 + i, condominio: 0, iptu: 0, outros: 0, desconto: 0 },
        criadoEm: agora,
      });
      await trx
        .updateTable('pagamentos')
        // As the product stores an Itaú boleto: 8 digits + DAC (the retorno carries the 8 alone).
        .set({ conta_cobranca_id: conta.id, nosso_numero: `${String(i + 1).padStart(8, '0')}${i % 10}` })
        .where('id', '=', id)
        .execute();
      ids.push(id);
    }
  });
  const hoje = new Date().toISOString().slice(0, 10);
  const ddmmaa = `${hoje.slice(8, 10)}${hoje.slice(5, 7)}${hoje.slice(2, 4)}`;
  const retorno = montarRetorno400(
    '341',
    CONTA,
    ids.slice(0, N - 2).map((_, i) => ({
      codigo: '06',
      nossoNumero: String(i + 1).padStart(8, '0'),
      seuNumero: String(i),
      valor: 1_000_00 + i,
      valorPago: 1_000_00 + i,
      dataOcorrencia: ddmmaa,
    })),
  );
  const arquivo = (texto, nome) => new File([texto], nome);
  console.log(`${N} linhas, ${retorno.length} bytes de retorno`);
  const e = (texto, nome) => ({ contaId: conta.id, arquivo: arquivo(texto, nome), usuarioId: null });
  await medir('retorno CNAB 400, primeira vez', () => importarRetorno(deps, e(retorno, 'r.ret')));
  await medir('retorno CNAB 400, de novo', () => importarRetorno(deps, e(retorno, 'r.ret')));
  const data = hoje.replace(/-/g, '');
  const ofx = [
    'OFXHEADER:100',
    'DATA:OFXSGML',
    '',
    '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL',
    '<BANKACCTFROM><BANKID>0341<BRANCHID>0057<ACCTID>12345-7</BANKACCTFROM><BANKTRANLIST>',
    ...Array.from(
      { length: N },
      (_, i) =>
        `<STMTTRN><TRNTYPE>CREDIT<DTPOSTED>${data}<TRNAMT>${(500 + i / 100).toFixed(2)}<FITID>F${i}<MEMO>DEPOSITO ${i}</STMTTRN>`,
    ),
    '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
  ].join('\r\n');
  await medir('extrato OFX, primeira vez', () => importarExtrato(deps, e(ofx, 'e.ofx')));
  await medir('extrato OFX, de novo', () => importarExtrato(deps, e(ofx, 'e.ofx')));
} finally {
  await deps.db.destroy();
  rmSync(dataDir, { recursive: true, force: true });
}
