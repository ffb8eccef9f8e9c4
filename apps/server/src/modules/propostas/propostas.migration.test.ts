import { describe, expect, it } from 'vitest';
import { bancosAntesDe } from '../../test/migracao';

// Issue 35: proposals, their documents, the commission shares and imoveis.captador_id, on SQLite
// here and PostgreSQL in server-pg, and taken back out (with the commission settings row).
const ESTA = '2026-12-04T0008-propostas';

const abrir = bancosAntesDe(ESTA);

const tabelas = async (db: Awaited<ReturnType<typeof abrir>>['db']) =>
  (await db.introspection.getTables()).map((t) => t.name);

describe(`migração ${ESTA}`, () => {
  it('creates propostas, proposta_documentos, comissoes (one share per part) and captador_id; goes down', async () => {
    const banco = await abrir();
    await banco.subir();
    expect(await tabelas(banco.db)).toEqual(
      expect.arrayContaining(['propostas', 'proposta_documentos', 'comissoes']),
    );
    const imoveis = (await banco.db.introspection.getTables()).find((t) => t.name === 'imoveis')!;
    expect(imoveis.columns.map((c) => c.name)).toContain('captador_id');
    await banco.db.insertInto('configuracoes').values({ chave: 'comissoes', valor: '{}' }).execute();

    await banco.descer();
    const depois = await tabelas(banco.db);
    for (const t of ['propostas', 'proposta_documentos', 'comissoes']) expect(depois).not.toContain(t);
    const imoveisDepois = (await banco.db.introspection.getTables()).find((t) => t.name === 'imoveis')!;
    expect(imoveisDepois.columns.map((c) => c.name)).not.toContain('captador_id');
    expect(
      await banco.db.selectFrom('configuracoes').selectAll().where('chave', '=', 'comissoes').execute(),
    ).toEqual([]);
    await banco.subir();
  });
});
