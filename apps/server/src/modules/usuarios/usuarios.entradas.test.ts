import { MSG, MSG_ENTRADAS, type Usuario } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro } from '../../test/http-helpers';
import type { TestContext } from '../../test/test-app';
import { contextoComTokens, type Tokens } from '../../test/contexto';
import { lerColuna } from '../../test/banco';

// Issue 14: a user's phone is a fixo or celular with DDD, stored and answered as digits.
let ctx: TestContext;
let t: Tokens;
beforeAll(async () => ({ ctx, t } = await contextoComTokens()));
afterAll(() => ctx.close());

const NOVO = { nome: 'Rita Dias', email: 'rita@x.com', perfil: 'corretor', senha: 'segredo1' };
const E = MSG_ENTRADAS.telefoneInvalido;

describe('phones of /api/usuarios', () => {
  it('POST refuses a phone without DDD, an unknown DDD or a celular not starting with 9', async () => {
    for (const telefone of ['91234-5678', '(00) 91234-5678', '(11) 81234-5678', '123'])
      await esperarErro(
        await ctx.request('/api/usuarios', { method: 'POST', token: t.admin, json: { ...NOVO, telefone } }),
        400,
        E,
        [{ telefone: E }],
      );
    await esperarErro(
      await ctx.request('/api/usuarios', { method: 'POST', token: t.admin, json: { ...NOVO, telefone: '' } }),
      400,
      MSG.usuarioForm.telefoneObrigatorio,
      [{ telefone: MSG.usuarioForm.telefoneObrigatorio }],
    );
  });

  it('POST and PUT store the typed phone as digits and answer them', async () => {
    const res = await ctx.request('/api/usuarios', {
      method: 'POST',
      token: t.admin,
      json: { ...NOVO, telefone: '(11) 91234-5678' },
    });
    expect(res.status).toBe(201);
    const criado = (await res.json()) as Usuario;
    expect(criado.telefone).toBe('11912345678');
    const linha = await lerColuna(ctx.db, 'usuarios', 'telefone', { id: criado.id });
    expect(linha.telefone).toBe('11912345678');

    const put = (telefone: string) =>
      ctx.request(`/api/usuarios/${criado.id}`, {
        method: 'PUT',
        token: t.admin,
        json: { nome: NOVO.nome, email: NOVO.email, telefone, perfil: 'corretor', status: 'ativo' },
      });
    await esperarErro(await put('3456-7890'), 400, E, [{ telefone: E }]);
    const editado = await put('(21) 3456-7890');
    expect(editado.status).toBe(200);
    expect(((await editado.json()) as Usuario).telefone).toBe('2134567890');
  });
});
