import { describe, expect, it } from 'vitest';
import { bancosAntesDe, contaCobrancaDaEpoca } from '../test/migracao';

// Issue 34: collection accounts, the automatic postings' journal and imports, and each payment's
// account and registration, added on SQLite here and PostgreSQL in server-pg, and taken back out.
const ESTA = '2026-12-04T0002-cobranca-bancaria';

const abrir = bancosAntesDe(ESTA);

describe(`migração ${ESTA}`, () => {
  it('adds the tables and the payment columns, keeps the payments, and goes down', async () => {
    const banco = await abrir();
    await banco.subir();
    await banco.db
      .insertInto('contas_cobranca')
      .values(contaCobrancaDaEpoca('2026-11-27T10:00:00.000Z'))
      .execute();
    const conta = await banco.db.selectFrom('contas_cobranca').selectAll().executeTakeFirstOrThrow();
    expect(conta).toMatchObject({ agencia_dv: '', ativa: 1 });
    expect(Number(conta.proxima_remessa)).toBe(1);
    const evento = {
      id: 'l1',
      origem: 'asaas',
      chave: 'asaas:evt_1',
      tipo: 'PAYMENT_RECEIVED',
      situacao: 'ignorado',
      detalhe: 'x',
      criado_em: '2026-11-27T10:00:00.000Z',
    };
    await banco.db.insertInto('lancamentos_automaticos').values(evento).execute();
    // The key is what keeps an event from being journaled twice.
    await expect(
      banco.db
        .insertInto('lancamentos_automaticos')
        .values({ ...evento, id: 'l2' })
        .execute(),
    ).rejects.toThrow();

    await banco.descer();
    const tabelas = (await banco.db.introspection.getTables()).map((t) => t.name);
    expect(tabelas).not.toContain('contas_cobranca');
    expect(tabelas).not.toContain('lancamentos_automaticos');
    expect(tabelas).not.toContain('importacoes_bancarias');
    const pagamentos = (await banco.db.introspection.getTables()).find((t) => t.name === 'pagamentos')!;
    expect(pagamentos.columns.map((c) => c.name)).not.toContain('conta_cobranca_id');
    await banco.subir();
  });
});
