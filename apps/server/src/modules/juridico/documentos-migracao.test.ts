import { describe, expect, it } from 'vitest';
import { bancosAntesDe, imovelDaEpoca } from '../../test/migracao';

// The migration that binds legal documents to their contract's id, on data written before it
// (SQLite here, PostgreSQL in the server-pg project).
const ESTA = '2026-11-25T0001-documentos-contrato-id';

const abrir = bancosAntesDe(ESTA);

const AGORA = '2026-06-15T12:00:00.000Z';
const usuario = (id: string) => ({
  id,
  nome: id,
  email: `${id}@teste.com`,
  perfil: 'inquilino',
  status: 'ativo',
  senha_hash: 'x',
  data_cadastro: AGORA,
});
const contrato = (id: string, numero: string, inquilino: string) => ({
  id,
  numero,
  inquilino_id: inquilino,
  imovel_id: 'im1',
  data_inicio: '2026-01-01',
  data_fim: '2026-12-31',
  status: 'Ativo',
  created_at: AGORA,
});
const documento = (id: string, numero: string) => ({
  id,
  titulo: id,
  tipo: 'Contrato',
  autor: 'A',
  contrato_relacionado: numero,
  status: 'Ativo',
  created_at: AGORA,
});

describe(`migração ${ESTA}`, () => {
  it('binds each document to the contract of its número, registers the números, and goes down', async () => {
    const { db, subir, descer } = await abrir();
    await db
      .insertInto('usuarios')
      .values([usuario('ana'), usuario('bia')])
      .execute();
    await db.insertInto('imoveis').values(imovelDaEpoca('im1')).execute();
    await db
      .insertInto('contratos')
      .values([contrato('c1', 'CT-1', 'ana'), contrato('c2', 'CT-2', 'bia')])
      .execute();
    await db
      .insertInto('documentos_juridicos')
      .values([
        documento('d1', 'CT-1'),
        documento('d2', 'CT-2'),
        documento('d3', ''),
        documento('d4', 'CT-9'),
      ])
      .execute();

    await subir();
    const vinculos = async () =>
      db.selectFrom('documentos_juridicos').select(['id', 'contrato_id']).orderBy('id').execute();
    expect(await vinculos()).toEqual([
      { id: 'd1', contrato_id: 'c1' },
      { id: 'd2', contrato_id: 'c2' },
      { id: 'd3', contrato_id: null },
      { id: 'd4', contrato_id: null },
    ]);
    expect(await db.selectFrom('numeros_contrato').selectAll().orderBy('numero').execute()).toEqual([
      { numero: 'CT-1', contrato_id: 'c1', created_at: AGORA },
      { numero: 'CT-2', contrato_id: 'c2', created_at: AGORA },
    ]);
    // The registry's key refuses a número given before.
    await expect(
      db
        .insertInto('numeros_contrato')
        .values({ numero: 'CT-1', contrato_id: 'c3', created_at: AGORA })
        .execute(),
    ).rejects.toThrow();

    // A deleted contract leaves its documents pointing at nothing, not at a later contract.
    await db.deleteFrom('contratos').where('id', '=', 'c1').execute();
    expect((await vinculos())[0]).toEqual({ id: 'd1', contrato_id: null });

    await descer();
    const colunas = Object.keys(
      (await db.selectFrom('documentos_juridicos').selectAll().executeTakeFirst()) ?? {},
    );
    expect(colunas).not.toContain('contrato_id');
    await expect(db.selectFrom('numeros_contrato').selectAll().execute()).rejects.toThrow();
    await subir();
    expect((await vinculos())[1]).toEqual({ id: 'd2', contrato_id: 'c2' });
  });
});
