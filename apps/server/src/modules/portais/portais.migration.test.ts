import { describe, expect, it } from 'vitest';
import { bancosAntesDe, imovelDaEpoca } from '../../test/migracao';

// Issue 35: the "publicar nos portais" flag, off for the properties already there, on SQLite here
// and PostgreSQL in server-pg, and taken back out (with the feed's token).
const ESTA = '2026-12-04T0004-portais';

const abrir = bancosAntesDe(ESTA);

describe(`migração ${ESTA}`, () => {
  it('adds imoveis.publicar_portais, 0 for every existing property, and goes down', async () => {
    const banco = await abrir();
    const { preco, ...linha } = imovelDaEpoca('i1');
    await banco.db
      .insertInto('imoveis')
      .values({ ...linha, preco_centavos: Number(preco) * 100 })
      .execute();
    await banco.subir();
    const lida = await banco.db.selectFrom('imoveis').select('publicar_portais').executeTakeFirstOrThrow();
    expect(Number(lida.publicar_portais)).toBe(0);
    await banco.db.insertInto('configuracoes').values({ chave: 'portais_token', valor: 'x' }).execute();

    await banco.descer();
    const colunas = (await banco.db.introspection.getTables())
      .find((t) => t.name === 'imoveis')!
      .columns.map((c) => c.name);
    expect(colunas).not.toContain('publicar_portais');
    expect(await banco.db.selectFrom('configuracoes').selectAll().execute()).toEqual([]);
    await banco.subir();
  });
});
