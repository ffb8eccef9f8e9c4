import { describe, expect, it } from 'vitest';
import { bancosAntesDe, contaCobrancaDaEpoca } from '../test/migracao';

// Issue 34: the remessas of a collection account and the instructions they carried, on SQLite
// here and PostgreSQL in server-pg, and taken back out.
const ESTA = '2026-12-04T0003-remessas';

const abrir = bancosAntesDe(ESTA);

describe(`migração ${ESTA}`, () => {
  it('adds remessas and their instructions, one number per account, and goes down', async () => {
    const banco = await abrir();
    await banco.subir();
    const agora = '2026-11-27T10:00:00.000Z';
    await banco.db.insertInto('contas_cobranca').values(contaCobrancaDaEpoca(agora)).execute();
    const remessa = {
      id: 'r1',
      conta_id: 'c1',
      numero: 7,
      nome_arquivo: 'remessa-341-000007.rem',
      conteudo: '0\r\n',
      registros: 0,
      baixas: 0,
      criado_em: agora,
    };
    await banco.db.insertInto('remessas').values(remessa).execute();
    // One number per account.
    await expect(
      banco.db
        .insertInto('remessas')
        .values({ ...remessa, id: 'r2' })
        .execute(),
    ).rejects.toThrow();
    // An instruction per (account, nosso número, tipo) is the service's guarantee (remessas.test.ts).
    const colunas = (await banco.db.introspection.getTables())
      .find((t) => t.name === 'instrucoes_remessa')!
      .columns.map((c) => c.name);
    expect(colunas).toEqual(
      expect.arrayContaining(['conta_id', 'pagamento_id', 'tipo', 'nosso_numero', 'remessa_id']),
    );

    await banco.descer();
    const tabelas = (await banco.db.introspection.getTables()).map((t) => t.name);
    expect(tabelas).not.toContain('remessas');
    expect(tabelas).not.toContain('instrucoes_remessa');
    await banco.subir();
  });
});
