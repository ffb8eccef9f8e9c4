import { describe, expect, it } from 'vitest';
import { bancosAntesDe } from '../../test/migracao';

// Issue 36: the vistorias' tables and the review period's row of configuracoes, on SQLite here
// and PostgreSQL in server-pg, and taken back out.
const ESTA = '2026-12-04T0010-vistorias';
const TABELAS = [
  'vistorias',
  'vistoria_ambientes',
  'vistoria_itens',
  'vistoria_fotos',
  'vistoria_contestacoes',
  'medidores',
  'chaves',
];

const abrir = bancosAntesDe(ESTA);

const tabelas = async (db: Awaited<ReturnType<typeof abrir>>['db']) =>
  (await db.introspection.getTables()).map((t) => t.name);

const prazo = (db: Awaited<ReturnType<typeof abrir>>['db']) =>
  db
    .selectFrom('configuracoes')
    .select('valor')
    .where('chave', '=', 'vistorias_prazo_revisao_dias')
    .execute();

describe(`migração ${ESTA}`, () => {
  it('adds the tables and the 7-day review period, and goes down', async () => {
    const banco = await abrir();
    await banco.subir();
    expect(await tabelas(banco.db)).toEqual(expect.arrayContaining(TABELAS));
    expect(await prazo(banco.db)).toEqual([{ valor: '7' }]);

    await banco.descer();
    const depois = await tabelas(banco.db);
    for (const t of TABELAS) expect(depois).not.toContain(t);
    expect(await prazo(banco.db)).toEqual([]);
    await banco.subir();
  });
});
