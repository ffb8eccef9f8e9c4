import { describe, expect, it } from 'vitest';
import { bancosAntesDe, imovelEmCentavosDaEpoca } from '../../test/migracao';

// Issue 35: the visits' table, on SQLite here and PostgreSQL in server-pg. Its partial unique
// index refuses a second active visit of one property at the same start (the race of two
// bookings), not a cancelled one; down drops it all (and the agency's own visiting hours).
const ESTA = '2026-12-04T0006-visitas';

const abrir = bancosAntesDe(ESTA);

const visita = (id: string, status: string, inicio = '2026-12-07T13:00:00.000Z') => ({
  id,
  imovel_id: 'i1',
  visitante_nome: 'Mariana',
  visitante_email: 'm@x.com',
  visitante_telefone: '11987654321',
  inicio,
  fim: '2026-12-07T14:00:00.000Z',
  status,
  criada_em: '2026-12-01T00:00:00.000Z',
  atualizada_em: '2026-12-01T00:00:00.000Z',
});

describe(`migração ${ESTA}`, () => {
  it('creates visitas with one active visit per property and start, and goes down', async () => {
    const banco = await abrir();
    await banco.db.insertInto('imoveis').values(imovelEmCentavosDaEpoca('i1')).execute();
    await banco.subir();
    await banco.db.insertInto('visitas').values(visita('v1', 'solicitada')).execute();
    await expect(
      banco.db.insertInto('visitas').values(visita('v2', 'confirmada')).execute(),
    ).rejects.toThrow();
    await banco.db.insertInto('visitas').values(visita('v3', 'cancelada')).execute();
    await banco.db.insertInto('visitas').values(visita('v4', 'cancelada')).execute();
    await banco.db
      .insertInto('visitas')
      .values(visita('v5', 'solicitada', '2026-12-07T14:00:00.000Z'))
      .execute();
    const lidas = await banco.db.selectFrom('visitas').select(['id', 'sequencia']).orderBy('id').execute();
    expect(lidas.map((l) => [l.id, Number(l.sequencia)])).toEqual([
      ['v1', 0],
      ['v3', 0],
      ['v4', 0],
      ['v5', 0],
    ]);
    await banco.db.insertInto('configuracoes').values({ chave: 'visitas_agenda', valor: '{}' }).execute();

    await banco.descer();
    expect((await banco.db.introspection.getTables()).map((t) => t.name)).not.toContain('visitas');
    expect(
      await banco.db.selectFrom('configuracoes').selectAll().where('chave', '=', 'visitas_agenda').execute(),
    ).toEqual([]);
    await banco.subir();
  });
});
