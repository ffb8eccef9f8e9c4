import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, DEMO, type TestContext } from '../test/test-app';
import { down, up } from './migrations/2026-11-30T0001-entradas-br';

// Issue 14's migration on the seeded database (SQLite here, PostgreSQL in server-pg): valid
// phones and CPFs typed with a mask become digits; free text typed before the rule stays as it was.
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const usuario = (email: string) =>
  ctx.db
    .selectFrom('usuarios')
    .select(['telefone', 'cpf'])
    .where('email', '=', email)
    .executeTakeFirstOrThrow();

describe('migration 2026-11-30T0001-entradas-br', () => {
  it('normalises valid phones and CPFs, keeps the rest, and adds imoveis.cep', async () => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the migration's own signature
    const db = ctx.db as unknown as Kysely<any>;
    await db
      .updateTable('usuarios')
      .set({ telefone: '(11) 3456-7890', cpf: '529.982.247-25' })
      .where('email', '=', DEMO.admin.email)
      .execute();
    await db
      .updateTable('usuarios')
      .set({ telefone: 'ramal 22', cpf: '111.111.111-11' })
      .where('email', '=', DEMO.inquilina.email)
      .execute();
    await db
      .insertInto('configuracoes')
      .values({ chave: 'agencia', valor: JSON.stringify({ telefone: '(11) 4000-1000', whatsapp: 'n/d' }) })
      .onConflict((oc) =>
        oc
          .column('chave')
          .doUpdateSet({ valor: JSON.stringify({ telefone: '(11) 4000-1000', whatsapp: 'n/d' }) }),
      )
      .execute();
    // The demo's fiador (seed/operacional.ts).
    const garantia = await db
      .selectFrom('garantias')
      .select('contrato_id')
      .where('tipo', '=', 'fiador')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('garantias')
      .set({ dados: JSON.stringify({ nome: 'F', cpf: '529.982.247-25', telefone: '(11) 98877-6655' }) })
      .where('contrato_id', '=', garantia.contrato_id)
      .execute();

    await down(db);
    await up(db);

    expect(await usuario(DEMO.admin.email)).toEqual({ telefone: '1134567890', cpf: '52998224725' });
    expect(await usuario(DEMO.inquilina.email)).toEqual({ telefone: 'ramal 22', cpf: '111.111.111-11' });
    const cfg = await db
      .selectFrom('configuracoes')
      .select('valor')
      .where('chave', '=', 'agencia')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(cfg.valor as string)).toEqual({ telefone: '1140001000', whatsapp: 'n/d' });
    const g = await db
      .selectFrom('garantias')
      .select('dados')
      .where('contrato_id', '=', garantia.contrato_id)
      .executeTakeFirstOrThrow();
    expect(JSON.parse(g.dados as string)).toEqual({ nome: 'F', cpf: '52998224725', telefone: '11988776655' });
    const imovel = await db.selectFrom('imoveis').select('cep').executeTakeFirstOrThrow();
    expect(imovel.cep).toBe('');
  });
});
