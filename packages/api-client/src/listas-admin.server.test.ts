import { LIMITE_PAGINA_ADMIN, MSG_ENTRADAS } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { createHarness, DEMO, type Harness } from './test/harness';

// Issue 13: the admin lists ask the real server for one page at a time ({ dados, total }).
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await h.api.sessao.entrar(DEMO.admin.email, DEMO.admin.senha);
});
afterAll(() => h.close());

describe('pagina of the admin lists', () => {
  it('usuarios: page 2 is the next slice of the whole list; the total counts the filtered list', async () => {
    const todos = await h.api.usuarios.listar();
    expect(todos.length).toBeGreaterThan(3);
    const p1 = await h.api.usuarios.pagina({ limite: 2 });
    const p2 = await h.api.usuarios.pagina({ limite: 2, pagina: 2 });
    expect(p1).toEqual({ dados: todos.slice(0, 2), total: todos.length });
    expect(p2).toEqual({ dados: todos.slice(2, 4), total: todos.length });
    const inquilinos = await h.api.usuarios.pagina({ perfil: 'inquilino', limite: 1 });
    expect(inquilinos.total).toBe(todos.filter((u) => u.perfil === 'inquilino').length);
    expect(inquilinos.dados.map((u) => u.perfil)).toEqual(['inquilino']);
  });

  it('contratos and the legal lists answer a page and the total', async () => {
    const contratos = await h.api.contratos.listar();
    const c2 = await h.api.contratos.pagina({ limite: 1, pagina: 2 });
    expect(c2).toEqual({ dados: contratos.slice(1, 2), total: contratos.length });
    const processos = await h.api.juridico.processos.listar();
    expect(await h.api.juridico.processos.pagina({ limite: 1 })).toEqual({
      dados: processos.slice(0, 1),
      total: processos.length,
    });
    const documentos = await h.api.juridico.documentos.listar();
    expect((await h.api.juridico.documentos.pagina({ limite: 1 })).total).toBe(documentos.length);
  });

  it('a page beyond the largest is refused with the server’s pt-BR message', async () => {
    const erro = (await h.api.usuarios
      .pagina({ limite: LIMITE_PAGINA_ADMIN + 1 })
      .catch((e: unknown) => e)) as ApiError;
    expect(erro).toBeInstanceOf(ApiError);
    expect(erro.status).toBe(400);
    expect(erro.message).toBe(MSG_ENTRADAS.generico.maxValor(LIMITE_PAGINA_ADMIN));
  });
});
