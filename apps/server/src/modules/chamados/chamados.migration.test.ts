import { describe, expect, it } from 'vitest';
import { bancosAntesDe } from '../../test/migracao';

// Issue 36: the chamados' tables, the per-property approval limit (a nullable column: null = the
// agency's default) and the chamados' counter, on SQLite here and PostgreSQL in
// server-pg, and taken back out.
const ESTA = '2026-12-04T0007-chamados';

const abrir = bancosAntesDe(ESTA);

const colunasDeImoveis = async (db: Awaited<ReturnType<typeof abrir>>['db']) =>
  (await db.introspection.getTables()).find((t) => t.name === 'imoveis')!.columns.map((c) => c.name);

const tabelas = async (db: Awaited<ReturnType<typeof abrir>>['db']) =>
  (await db.introspection.getTables()).map((t) => t.name);

describe(`migração ${ESTA}`, () => {
  it('adds the tables, imoveis.limite_aprovacao_chamado_centavos and the counter, and goes down', async () => {
    const banco = await abrir();
    await banco.subir();
    expect(await tabelas(banco.db)).toEqual(
      expect.arrayContaining(['prestadores', 'chamados', 'chamado_eventos', 'chamado_fotos']),
    );
    expect(await colunasDeImoveis(banco.db)).toContain('limite_aprovacao_chamado_centavos');
    const contador = await banco.db
      .selectFrom('sequencias')
      .select('valor')
      .where('nome', '=', 'chamados')
      .executeTakeFirstOrThrow();
    expect(Number(contador.valor)).toBe(0);

    await banco.descer();
    expect(await tabelas(banco.db)).not.toEqual(expect.arrayContaining(['chamados']));
    expect(await colunasDeImoveis(banco.db)).not.toContain('limite_aprovacao_chamado_centavos');
    expect(
      await banco.db.selectFrom('sequencias').selectAll().where('nome', '=', 'chamados').execute(),
    ).toEqual([]);
    await banco.subir();
  });
});

// The photos became private files: the column holds the stored file's name.
const FOTOS_PRIVADAS = '2026-12-04T0011-chamados-fotos-privadas';
const abrirAntesDasFotos = bancosAntesDe(FOTOS_PRIVADAS);

const colunasDeFotos = async (db: Awaited<ReturnType<typeof abrir>>['db']) =>
  (await db.introspection.getTables()).find((t) => t.name === 'chamado_fotos')!.columns.map((c) => c.name);

describe(`migração ${FOTOS_PRIVADAS}`, () => {
  it('renames chamado_fotos.url to arquivo, and goes down', async () => {
    const banco = await abrirAntesDasFotos();
    expect(await colunasDeFotos(banco.db)).toContain('url');
    await banco.subir();
    expect(await colunasDeFotos(banco.db)).toEqual(expect.arrayContaining(['arquivo']));
    expect(await colunasDeFotos(banco.db)).not.toContain('url');
    await banco.descer();
    expect(await colunasDeFotos(banco.db)).toContain('url');
    await banco.subir();
  });
});
