import { MSG_ENTRADAS, type Contrato } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro } from '../../test/http-helpers';
import { criarCenario, type Cenario } from './cenario.fixture';

// Issue 14: the tenant's CPF has check digits and the phone a DDD; both are stored as digits.
let c: Cenario;
beforeAll(async () => {
  c = await criarCenario();
});
afterAll(() => c.close());

const post = (inquilino: Record<string, string>) =>
  c.postarContrato({ inquilino: { ...c.contratoEntrada().inquilino, ...inquilino } });

describe('CPF and phone of the tenant on POST /api/contratos', () => {
  it.each(['111.111.111-11', '123.456.789-08', '12345678'])(
    "refuses CPF '%s' under the field",
    async (cpf) => {
      await esperarErro(await post({ cpf }), 400, MSG_ENTRADAS.cpfInvalido, [
        { 'inquilino.cpf': MSG_ENTRADAS.cpfInvalido },
      ]);
    },
  );

  it('refuses a phone without DDD under the field', async () => {
    await esperarErro(await post({ telefone: '91111-1111' }), 400, MSG_ENTRADAS.telefoneInvalido, [
      { 'inquilino.telefone': MSG_ENTRADAS.telefoneInvalido },
    ]);
  });

  it('stores and answers the typed CPF and phone as digits', async () => {
    const res = await post({ cpf: '529.982.247-25', telefone: '(11) 3456-7890' });
    expect(res.status).toBe(201);
    const ct = (await res.json()) as Contrato;
    expect(ct.inquilino).toMatchObject({ cpf: '52998224725', telefone: '1134567890' });
    const u = await c.db
      .selectFrom('usuarios')
      .select(['cpf', 'telefone'])
      .where('id', '=', c.inquilinoA.id)
      .executeTakeFirstOrThrow();
    expect(u).toEqual({ cpf: '52998224725', telefone: '1134567890' });
  });
});
