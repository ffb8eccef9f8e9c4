import { MSG, type MensagemContato } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTATO_MAX } from './contato.limits';
import { contar, esperarErro } from '../../test/http-helpers';
import type { TestContext } from '../../test/test-app';
import { contextoComTokens, type Tokens } from '../../test/contexto';

let ctx: TestContext;
let t: Tokens;
beforeAll(async () => ({ ctx, t } = await contextoComTokens()));
afterAll(() => ctx.close());

const MSG_OK = {
  nome: 'João',
  email: 'joao@x.com',
  telefone: '(11) 90000-0000',
  assunto: 'Visita',
  mensagem: 'Quero visitar.',
  destinatario: 'hacker@evil.com',
};

describe('/api/contato', () => {
  it('stores the message and e-mails the administration address (not the client-sent one)', async () => {
    const res = await ctx.request('/api/contato', { method: 'POST', json: MSG_OK });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ ok: true });
    const email = await ctx.db
      .selectFrom('emails')
      .selectAll()
      .where('assunto', 'like', '%Visita%')
      .executeTakeFirstOrThrow();
    expect(email.para).toBe('administracao@moradaimoveis.com.br');
  });

  it('field errors, invalid JSON; nothing stored', async () => {
    const antes = await contar(ctx, 'mensagens_contato');
    await esperarErro(
      await ctx.request('/api/contato', { method: 'POST', json: { ...MSG_OK, nome: '' } }),
      400,
      'Nome é obrigatório',
      [{ nome: 'Nome é obrigatório' }],
    );
    await esperarErro(
      await ctx.request('/api/contato', { method: 'POST', json: { ...MSG_OK, email: 'x' } }),
      400,
      'Email inválido',
    );
    await esperarErro(
      await ctx.request('/api/contato', {
        method: 'POST',
        body: '{',
        headers: { 'Content-Type': 'application/json' },
      }),
      400,
      MSG.api.jsonInvalido,
    );
    expect(await contar(ctx, 'mensagens_contato')).toBe(antes);
  });

  it('admin inbox: list newest first and mark as handled; other roles refused', async () => {
    const lista = await ctx.request('/api/contato', { token: t.admin });
    const itens = (await lista.json()) as MensagemContato[];
    expect(itens[0]).toMatchObject({ nome: 'João', tratada: false });
    const id = itens[0]!.id;
    const res = await ctx.request(`/api/contato/${id}`, {
      method: 'PATCH',
      token: t.admin,
      json: { tratada: true },
    });
    expect(await res.json()).toMatchObject({ id, tratada: true });
    expect(
      (await ctx.request(`/api/contato/${id}`, { method: 'PATCH', token: t.admin, json: { tratada: 'sim' } }))
        .status,
    ).toBe(400);
    await esperarErro(
      await ctx.request('/api/contato/x', { method: 'PATCH', token: t.admin, json: { tratada: true } }),
      404,
      MSG.api.naoEncontrado,
    );
    await esperarErro(await ctx.request('/api/contato'), 401, MSG.auth.naoAutenticado);
    for (const token of [t.inquilino, t.corretor]) {
      await esperarErro(await ctx.request('/api/contato', { token }), 403, MSG.auth.semPermissao);
      await esperarErro(
        await ctx.request(`/api/contato/${id}`, { method: 'PATCH', token, json: { tratada: false } }),
        403,
        MSG.auth.semPermissao,
      );
    }
  });

  it('rate-limited per IP (429)', async () => {
    let ultimo = 201;
    for (let i = 0; i <= CONTATO_MAX; i++)
      ultimo = (await ctx.request('/api/contato', { method: 'POST', json: MSG_OK })).status;
    expect(ultimo).toBe(429);
  });
});
