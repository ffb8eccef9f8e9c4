import { describe, expect, it } from 'vitest';
import { bancosAntesDe, imovelDaEpoca } from '../test/migracao';

// Issue 33: a property's price and condomínio move from reais (double precision) to integer
// centavos, on SQLite here and PostgreSQL in server-pg, and back.
const ESTA = '2026-12-04T0001-imoveis-centavos';

const abrir = bancosAntesDe(ESTA);

const imovel = (id: string, preco: number, condominio: number | null) =>
  imovelDaEpoca(id, { operacao: 'Venda', preco, preco_condominio: condominio, status: 'Disponível' });

describe(`migração ${ESTA}`, () => {
  it('turns reais into centavos (a R$ 25 million sale included), keeps null, and goes down', async () => {
    const banco = await abrir();
    await banco.db
      .insertInto('imoveis')
      .values([imovel('a', 2500.5, 450.1), imovel('b', 25_000_000, null), imovel('c', 1850000.99, 0)])
      .execute();

    await banco.subir();
    const linhas = await banco.db
      .selectFrom('imoveis')
      .select(['id', 'preco_centavos', 'condominio_centavos'])
      .orderBy('id')
      .execute();
    expect(
      linhas.map((l) => ({
        id: l.id,
        preco: Number(l.preco_centavos),
        condominio: l.condominio_centavos === null ? null : Number(l.condominio_centavos),
      })),
    ).toEqual([
      { id: 'a', preco: 250_050, condominio: 45_010 },
      { id: 'b', preco: 2_500_000_000, condominio: null },
      { id: 'c', preco: 185_000_099, condominio: 0 },
    ]);
    const colunas = Object.keys((await banco.db.selectFrom('imoveis').selectAll().executeTakeFirst()) ?? {});
    expect(colunas).not.toContain('preco');

    await banco.descer();
    expect(
      await banco.db
        .selectFrom('imoveis')
        .select(['id', 'preco', 'preco_condominio'])
        .orderBy('id')
        .execute(),
    ).toEqual([
      { id: 'a', preco: 2500.5, preco_condominio: 450.1 },
      { id: 'b', preco: 25_000_000, preco_condominio: null },
      { id: 'c', preco: 1850000.99, preco_condominio: 0 },
    ]);
  });
});
