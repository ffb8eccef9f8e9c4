import { describe, expect, it } from 'vitest';
import { bancosAntesDe } from '../../test/migracao';

// Issue 37: the signatures' tables, on SQLite here and PostgreSQL in server-pg; down drops them all
// (and the agency's certificate setting). One evidence per signatory is checked through the API
// (assinaturas.links.test.ts: signing twice records once).
const ESTA = '2026-12-04T0009-assinaturas';
const TABELAS = [
  'documentos_assinatura',
  'signatarios',
  'evidencias_assinatura',
  'links_assinatura',
  'codigos_assinatura',
];

const abrir = bancosAntesDe(ESTA);

describe(`migração ${ESTA}`, () => {
  it('creates the tables and goes down', async () => {
    const banco = await abrir();
    await banco.subir();
    const db = banco.db;
    for (const t of TABELAS) expect((await db.introspection.getTables()).map((x) => x.name)).toContain(t);
    await db.insertInto('configuracoes').values({ chave: 'assinatura_certificado', valor: '{}' }).execute();

    await banco.descer();
    const depois = (await db.introspection.getTables()).map((t) => t.name);
    for (const t of TABELAS) expect(depois).not.toContain(t);
    expect(
      await db
        .selectFrom('configuracoes')
        .selectAll()
        .where('chave', '=', 'assinatura_certificado')
        .execute(),
    ).toEqual([]);
    await banco.subir();
  });
});
