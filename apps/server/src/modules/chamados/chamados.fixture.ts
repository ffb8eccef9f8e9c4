import type { Chamado } from '@morada/domain';
import { MSG } from '@morada/domain';
import { afterAll, beforeAll } from 'vitest';
import { contextoComTokens } from '../../test/contexto';
import { arquivo, esperarErro, pngPequeno } from '../../test/http-helpers';
import type { TestContext } from '../../test/test-app';

export { ID_INEXISTENTE } from '../../test/http-helpers';

/**
 * The test file's seeded context with the demo users signed in: opened before its tests, closed
 * after them. Read `ctx` and `t` inside the tests (before they run there is nothing yet).
 */
export const contextoDoArquivo = () => {
  let aberto: Awaited<ReturnType<typeof contextoComTokens>> | undefined;
  beforeAll(async () => {
    aberto = await contextoComTokens();
  });
  afterAll(() => aberto?.ctx.close());
  const pronto = () => {
    if (!aberto) throw new Error('contexto lido fora dos testes');
    return aberto;
  };
  return {
    get ctx() {
      return pronto().ctx;
    },
    get t() {
      return pronto().t;
    },
  };
};

/** The tenant's form as a browser sends it: text fields and `fotos` files. */
export const formChamado = (campos: Record<string, string>, fotos: File[] = []) => {
  const f = new FormData();
  for (const [k, v] of Object.entries(campos)) f.set(k, v);
  for (const foto of fotos) f.append('fotos', foto);
  return f;
};

export const fotoPng = (nome = 'vazamento.png') => arquivo(pngPequeno(), nome);

export const abrirChamado = (ctx: TestContext, token: string, body: FormData) =>
  ctx.request('/api/locatario/chamados', { method: 'POST', token, body });

/** Opens a chamado as the tenant and answers it (it must succeed). */
export const chamadoAberto = async (
  ctx: TestContext,
  token: string,
  descricao = 'Torneira pingando na cozinha',
) => {
  const res = await abrirChamado(
    ctx,
    token,
    formChamado({ categoria: 'hidraulica', descricao, urgencia: 'media' }),
  );
  if (res.status !== 201) throw new Error(`abrir chamado: ${res.status} ${await res.text()}`);
  return (await res.json()) as Chamado;
};

export const triar = (ctx: TestContext, id: string, json: unknown, token: string) =>
  ctx.request(`/api/admin/chamados/${id}`, { method: 'PATCH', token, json });

export const aprovar = (ctx: TestContext, id: string, json: unknown, token: string) =>
  ctx.request(`/api/proprietario/chamados/${id}/aprovacao`, { method: 'POST', token, json });

/** The conclusion's multipart body, with a receipt (a small PDF) unless told otherwise. */
export const concluir = (
  ctx: TestContext,
  id: string,
  token: string,
  comprovante: File | null = pdfComprovante(),
) => {
  const f = new FormData();
  if (comprovante) f.set('arquivo', comprovante);
  return ctx.request(`/api/admin/chamados/${id}/conclusao`, { method: 'POST', token, body: f });
};

export const pdfComprovante = () =>
  arquivo('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n', 'nota-fiscal.pdf', 'application/pdf');

/** A chamado as the admin reads it. */
export const lerChamado = async (ctx: TestContext, id: string, token: string): Promise<Chamado> => {
  const res = await ctx.request(`/api/admin/chamados/${id}`, { token });
  if (res.status !== 200) throw new Error(`GET chamado: ${res.status}`);
  return (await res.json()) as Chamado;
};

export type Chamada = { caminho: string; method?: string; json?: unknown; body?: FormData };

/** Each call is refused: 401 without a session, 403 with each of `recusados` (the wrong roles). */
export const esperarSoPara = async (
  ctx: TestContext,
  chamadas: readonly Chamada[],
  recusados: readonly string[],
) => {
  for (const { caminho, ...init } of chamadas) {
    await esperarErro(await ctx.request(caminho, init), 401, MSG.auth.naoAutenticado);
    for (const token of recusados)
      await esperarErro(await ctx.request(caminho, { ...init, token }), 403, MSG.auth.semPermissao);
  }
};

/** Signs up an owner with no property (Paulo Lima) and answers his token. */
export const outroProprietario = async (ctx: TestContext, tokenAdmin: string) => {
  const res = await ctx.request('/api/usuarios', {
    method: 'POST',
    token: tokenAdmin,
    json: {
      nome: 'Paulo Lima',
      email: 'paulo@x.com',
      telefone: '(11) 91111-2222',
      perfil: 'proprietario',
      senha: 'segredo1',
    },
  });
  if (res.status !== 201) throw new Error(`criar proprietário: ${res.status} ${await res.text()}`);
  return ctx.login('paulo@x.com', 'segredo1');
};
