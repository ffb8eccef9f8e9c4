import { MSG_ACESSO } from '@morada/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { CHAVE_TOKEN } from './session';
import { autorizacao, createHarness, DEMO, type Harness } from './test/harness';

// Invitations and password changes against the real server in-process (issue 10).
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(() => h.client.sessao.limpar());

const tokenDoLink = (link: string) =>
  new URL(link).searchParams.get('convite') ?? new URL(link).searchParams.get('reset')!;

describe('access links and first access', () => {
  it('an admin issues an invitation; the invited tenant looks it up, sets a password and is signed in', async () => {
    await h.api.sessao.entrar(DEMO.admin.email, DEMO.admin.senha);
    const pendente = (await h.api.usuarios.listar()).find((u) => u.email === DEMO.inquilina.email)!;
    await h.ctx.db
      .updateTable('usuarios')
      .set({ status: 'pendente' })
      .where('id', '=', pendente.id)
      .execute();
    const link = await h.api.usuarios.linkAcesso(pendente.id);
    expect(link.tipo).toBe('convite');
    h.client.sessao.limpar();

    const token = tokenDoLink(link.link!);
    expect(await h.api.auth.consultarConvite(token)).toEqual({ nome: pendente.nome, email: pendente.email });
    const usuario = await h.api.sessao.aceitarConvite(token, 'Primeira@2026');
    expect(usuario).toMatchObject({ email: DEMO.inquilina.email, tipo: 'inquilino' });
    expect(h.storage.getItem(CHAVE_TOKEN)).toBeTruthy();

    const erro = (await h.api.sessao
      .aceitarConvite(token, 'Outra@2026')
      .catch((e: unknown) => e)) as ApiError;
    expect(erro).toBeInstanceOf(ApiError);
    expect(erro.status).toBe(400);
    expect(erro.mensagem).toBe(MSG_ACESSO.conviteInvalido);
    // A failed invitation does not end the session that was already there.
    expect(h.storage.getItem(CHAVE_TOKEN)).toBeTruthy();
  });

  it('forgot password answers the channel the server uses', async () => {
    expect(await h.api.auth.esqueciSenha(DEMO.admin.email)).toEqual({ ok: true, canal: 'equipe' });
  });
});

describe('change own password', () => {
  it('keeps this session with the new token; a wrong current password is a field error', async () => {
    await h.api.sessao.entrar(DEMO.admin.email, DEMO.admin.senha);
    const antigo = h.storage.getItem(CHAVE_TOKEN);
    const erro = (await h.api.sessao
      .alterarSenha({ senhaAtual: 'errada', novaSenha: 'Nova@2026' })
      .catch((e: unknown) => e)) as ApiError;
    expect(erro.status).toBe(400);
    expect(erro.mensagem).toBe(MSG_ACESSO.senhaAtualIncorreta);
    expect(h.storage.getItem(CHAVE_TOKEN)).toBe(antigo);

    await h.api.sessao.alterarSenha({ senhaAtual: DEMO.admin.senha, novaSenha: 'Nova@2026' });
    const novo = h.storage.getItem(CHAVE_TOKEN);
    expect(novo).toBeTruthy();
    expect(novo).not.toBe(antigo);
    await h.api.usuarios.listar();
    expect(autorizacao(h.requisicoes.at(-1)?.init)).toBe(`Bearer ${novo}`);
    await h.api.sessao.alterarSenha({ senhaAtual: 'Nova@2026', novaSenha: DEMO.admin.senha });
  });
});
