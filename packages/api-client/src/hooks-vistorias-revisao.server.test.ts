import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './client';
import { ApiError } from './errors';
import { criarContestarItem } from './hooks-vistorias-revisao';
import { createHarness, DEMO, type Harness } from './test/harness';

// The tenant's contest of a laudo item through the real server (issue 36).
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await h.api.sessao.entrar(DEMO.inquilina.email, DEMO.inquilina.senha);
});
afterAll(() => h.close());

/** A tiny valid PNG (1×1) so the server's image check accepts it. */
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

describe('contestar item do laudo', () => {
  it('a retry after a lost answer records the contest once, with its photo', async () => {
    const [vistoria] = await h.api.vistorias.locatario.listar();
    expect(vistoria).toMatchObject({ contratoNumero: 'CT-2026-001', status: 'em_revisao' });
    const item = vistoria!.ambientes[0]!.itens[0]!;

    let perdeuResposta = false;
    // Same session as the harness; the first POST reaches the server but its answer is lost.
    const c = createClient({
      storage: h.storage,
      location: h.location,
      fetch: async (url, init) => {
        const res = await h.ctx.app.request(url, init);
        if (init?.method === 'POST' && !perdeuResposta) {
          perdeuResposta = true;
          throw new TypeError('Failed to fetch');
        }
        return res;
      },
    });
    const contestar = criarContestarItem(c);
    const foto = new File([PNG], 'piso.png', { type: 'image/png' });

    const erro = await contestar(vistoria!.id, item.id, 'O piso não tem risco.', [foto]).catch(
      (e: unknown) => e,
    );
    expect(erro).toBeInstanceOf(ApiError);
    const depois = await contestar(vistoria!.id, item.id, 'O piso não tem risco.', [foto]);
    expect(depois.status).toBe('contestada');
    const contestado = depois.ambientes[0]!.itens[0]!;
    expect(contestado.contestacao).toMatchObject({ texto: 'O piso não tem risco.', resposta: null });
    expect(contestado.contestacao!.fotos).toHaveLength(1);

    // A new contest of the same item (a new key after the success) is the server's 409.
    const denovo = await contestar(vistoria!.id, item.id, 'O piso não tem risco.', [foto]).catch(
      (e: unknown) => e,
    );
    expect(denovo).toMatchObject({ status: 409, mensagem: 'Este item já foi contestado.' });
  });
});
