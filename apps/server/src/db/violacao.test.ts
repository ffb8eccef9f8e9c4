import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';
import { violacaoDoBanco } from './violacao';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The error the database raises for a write, or undefined when it was accepted. */
const erroDe = async (escrita: () => Promise<unknown>) => {
  try {
    await escrita();
    return undefined;
  } catch (e) {
    return e;
  }
};

const usuario = (over: Record<string, unknown> = {}) => ({
  id: randomUUID(),
  nome: 'N',
  email: `${randomUUID()}@x.com`,
  telefone: '',
  perfil: 'inquilino',
  status: 'ativo',
  senha_hash: 'x',
  token_versao: 0,
  cpf: '',
  rg: '',
  data_cadastro: new Date().toISOString(),
  ultimo_acesso: null,
  ...over,
});

// Runs on SQLite and, in the server-pg project, on PostgreSQL: both drivers' codes are classified.
describe('violacaoDoBanco maps every constraint violation to a 4xx class', () => {
  it('duplicate unique value → duplicado (409)', async () => {
    const u = usuario();
    await ctx.db.insertInto('usuarios').values(u).execute();
    const e = await erroDe(() =>
      ctx.db
        .insertInto('usuarios')
        .values(usuario({ email: u.email }))
        .execute(),
    );
    expect(violacaoDoBanco(e)).toBe('duplicado');
  });

  it('reference to a missing row → vinculo (409)', async () => {
    const e = await erroDe(() =>
      ctx.db
        .insertInto('notificacoes')
        .values({
          id: randomUUID(),
          usuario_id: 'nao-existe',
          titulo: 't',
          mensagem: 'm',
          data: new Date().toISOString(),
          lida: 0,
          origem: 'sistema',
        })
        .execute(),
    );
    expect(violacaoDoBanco(e)).toBe('vinculo');
  });

  it('missing required value → valor (400); anything else is not a violation', async () => {
    const e = await erroDe(() =>
      ctx.db
        .insertInto('usuarios')
        .values(usuario({ nome: null }) as never)
        .execute(),
    );
    expect(violacaoDoBanco(e)).toBe('valor');
    expect(violacaoDoBanco(new Error('boom'))).toBeUndefined();
    expect(violacaoDoBanco(undefined)).toBeUndefined();
  });
});
