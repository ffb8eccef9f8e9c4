import type { ItemVistoria, Vistoria } from '@morada/domain';
import { expect } from 'vitest';
import { contextoComTokens } from '../../test/contexto';
import { arquivo, tokenNoRelogioReal } from '../../test/http-helpers';
import { fotoDeCelular } from '../../test/imagens';
import type { TestContext } from '../../test/test-app';

export { ID_INEXISTENTE } from '../../test/http-helpers';

/** The id of a demo contract by its número (CT-2025-014: Carlos; CT-2026-001: Mariana). */
export const contratoPorNumero = async (ctx: TestContext, numero: string) =>
  (
    await ctx.deps.db
      .selectFrom('contratos')
      .select('id')
      .where('numero', '=', numero)
      .executeTakeFirstOrThrow()
  ).id;

export const json = async <T>(res: Response, status = 200): Promise<T> => {
  expect(res.status, await res.clone().text()).toBe(status);
  return (await res.json()) as T;
};

/** A multipart body with `fotos` files and, for a contest, its `texto`. */
export const formFotos = (fotos: File[], texto?: string) => {
  const f = new FormData();
  if (texto !== undefined) f.set('texto', texto);
  for (const foto of fotos) f.append('fotos', foto);
  return f;
};

export const fotoJpeg = async (nome = 'piso.jpg', cor = '#3a7') =>
  arquivo(await fotoDeCelular(cor), nome, 'image/jpeg');

/** The calls of the inspector and of the tenant, each as the given token. */
export const chamadas = (ctx: TestContext) => ({
  iniciar: (token: string, contratoId: string, tipo = 'entrada') =>
    ctx.request('/api/vistorias', { method: 'POST', token, json: { contratoId, tipo } }),
  obter: (token: string, id: string) => ctx.request(`/api/vistorias/${id}`, { token }),
  salvarItem: (token: string, id: string, itemId: string, body: unknown) =>
    ctx.request(`/api/vistorias/${id}/itens/${itemId}`, { method: 'PUT', token, json: body }),
  enviarFotos: (token: string, id: string, itemId: string, body: FormData) =>
    ctx.request(`/api/vistorias/${id}/itens/${itemId}/fotos`, { method: 'POST', token, body }),
  concluir: (token: string, id: string) =>
    ctx.request(`/api/vistorias/${id}/conclusao`, { method: 'POST', token }),
  laudo: (token: string, id: string) => ctx.request(`/api/vistorias/${id}/laudo.pdf`, { token }),
  contestar: (token: string, id: string, itemId: string, body: FormData) =>
    ctx.request(`/api/locatario/vistorias/${id}/itens/${itemId}/contestacao`, {
      method: 'POST',
      token,
      body,
    }),
  aceitar: (token: string, id: string) =>
    ctx.request(`/api/locatario/vistorias/${id}/aceite`, { method: 'POST', token }),
});

export const itens = (v: Vistoria): ItemVistoria[] => v.ambientes.flatMap((a) => a.itens);

/**
 * An entry vistoria of the contract, filled by `token` and concluded: the first item rated
 * 'novo' with two photos, the second 'bom', the meters and keys written.
 */
export const vistoriaConcluida = async (
  ctx: TestContext,
  token: string,
  contratoId: string,
  tipo = 'entrada',
) => {
  const api = chamadas(ctx);
  const v = await json<Vistoria>(await api.iniciar(token, contratoId, tipo), 201);
  const [primeiro, segundo] = itens(v);
  await json(
    await api.salvarItem(token, v.id, primeiro!.id, { estado: 'novo', observacao: 'Piso de madeira' }),
  );
  await json(await api.salvarItem(token, v.id, segundo!.id, { estado: 'bom' }));
  await json(
    await api.enviarFotos(
      token,
      v.id,
      primeiro!.id,
      formFotos([await fotoJpeg('a.jpg'), await fotoJpeg('b.jpg', '#a37')]),
    ),
    201,
  );
  await json(
    await ctx.request(`/api/vistorias/${v.id}/medidores-chaves`, {
      method: 'PUT',
      token,
      json: {
        medidores: [{ tipo: 'agua', leitura: '001234' }],
        chaves: [{ descricao: 'Porta da sala', quantidade: 2 }],
      },
    }),
  );
  return json<Vistoria>(await api.concluir(token, v.id));
};

/** How many images a PDF embeds (pdf-lib writes them uncompressed into the object list). */
export const imagensNoPdf = (pdf: ArrayBuffer) =>
  (
    Buffer.from(pdf)
      .toString('latin1')
      .match(/\/Subtype \/Image/g) ?? []
  ).length;

/**
 * A fresh seeded context for the vistorias tests: the demo users signed in, Carlos (the tenant of
 * CT-2025-014, the demo contract without vistorias, used for new ones) and the calls.
 */
export const contextoDeVistorias = async () => {
  const { ctx, t } = await contextoComTokens();
  return {
    ctx,
    t,
    api: chamadas(ctx),
    contrato: await contratoPorNumero(ctx, 'CT-2025-014'),
    carlos: await tokenNoRelogioReal(ctx, 'carlos@exemplo.com.br'),
  };
};
export type ContextoDeVistorias = Awaited<ReturnType<typeof contextoDeVistorias>>;
