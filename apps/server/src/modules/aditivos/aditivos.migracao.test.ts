import { describe, expect, it } from 'vitest';
import { bancosAntesDe, imovelDaEpoca } from '../../test/migracao';

// Issue 32's migration on renewals recorded before it (SQLite here, PostgreSQL in server-pg): one
// with a new rent kept the anniversary then, so it says 'manter'; one without a rent says nothing.
const ESTA = '2026-12-03T0003-aditivo-reajuste';
const AGORA = '2026-06-15T12:00:00.000Z';

const abrir = bancosAntesDe(ESTA);

describe(`migração ${ESTA}`, () => {
  it("marks the renewals with a new rent 'manter', leaves the others null, and goes down", async () => {
    const banco = await abrir();
    const db = banco.db;
    await db
      .insertInto('usuarios')
      .values({
        id: 'ana',
        nome: 'Ana',
        email: 'ana@teste.com',
        perfil: 'inquilino',
        status: 'ativo',
        senha_hash: 'x',
        data_cadastro: AGORA,
      })
      .execute();
    await db.insertInto('imoveis').values(imovelDaEpoca('im1')).execute();
    await db
      .insertInto('contratos')
      .values({
        id: 'c1',
        numero: 'CT-1',
        inquilino_id: 'ana',
        imovel_id: 'im1',
        data_inicio: '2025-01-01',
        data_fim: '2026-12-31',
        status: 'Ativo',
        created_at: AGORA,
      })
      .execute();
    const aditivo = (id: string, ordem: number, novo: number | null) => ({
      id,
      contrato_id: 'c1',
      ordem,
      data_fim_anterior: '2025-12-31',
      nova_data_fim: '2026-12-31',
      aluguel_anterior_centavos: 200_000,
      aluguel_novo_centavos: novo,
      vigencia: novo === null ? null : '2026-01-01',
      criado_em: AGORA,
    });
    await db
      .insertInto('aditivos')
      .values([aditivo('a1', 1, null), aditivo('a2', 2, 220_000)])
      .execute();

    await banco.subir();
    expect(
      await db.selectFrom('aditivos').select(['id', 'aniversario_reajuste']).orderBy('id').execute(),
    ).toEqual([
      { id: 'a1', aniversario_reajuste: null },
      { id: 'a2', aniversario_reajuste: 'manter' },
    ]);

    await banco.descer();
    const colunas = Object.keys((await db.selectFrom('aditivos').selectAll().executeTakeFirst()) ?? {});
    expect(colunas).not.toContain('aniversario_reajuste');
  });
});
