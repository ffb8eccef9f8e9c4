import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClient } from './client';
import { ApiError } from './errors';
import { criarAbrirChamado, criarLerFotoChamado, montarFormChamado } from './hooks-chamados';
import { memoryStorage } from './session';
import { createHarness, DEMO, type Harness } from './test/harness';

// The tenant's "Abrir chamado" through the real server (issue 36).
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

describe('abrir chamado', () => {
  it('builds the multipart body: the text fields and each photo as `fotos`', () => {
    const a = new File([PNG], 'a.png', { type: 'image/png' });
    const b = new File([PNG], 'b.png', { type: 'image/png' });
    const form = montarFormChamado({ categoria: 'eletrica', descricao: 'Tomada', urgencia: 'alta' }, [a, b]);
    expect(form.get('categoria')).toBe('eletrica');
    expect(form.get('urgencia')).toBe('alta');
    expect(form.getAll('fotos')).toHaveLength(2);
  });

  it('a retry after a lost answer opens the chamado once, with its photo', async () => {
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
    const abrir = criarAbrirChamado(c);
    const dados = { categoria: 'hidraulica', descricao: 'Pia vazando (reenvio)', urgencia: 'alta' } as const;
    const foto = new File([PNG], 'pia.png', { type: 'image/png' });

    const erro = await abrir(dados, [foto]).catch((e: unknown) => e);
    expect(erro).toBeInstanceOf(ApiError);
    expect((erro as ApiError).status).toBeUndefined();
    const chamado = await abrir(dados, [foto]);
    expect(chamado).toMatchObject({ categoria: 'hidraulica', urgencia: 'alta', status: 'aberto' });
    expect(chamado.fotos).toHaveLength(1);

    const lista = await h.api.chamados.locatario.listar();
    expect(lista.filter((x) => x.descricao === 'Pia vazando (reenvio)').map((x) => x.id)).toEqual([
      chamado.id,
    ]);
  });

  it('a bad submission is a 400 with the field named, for the form', async () => {
    const abrir = criarAbrirChamado(h.client);
    const erro = (await abrir({ categoria: 'eletrica', descricao: '' }, []).catch(
      (e: unknown) => e,
    )) as ApiError;
    expect(erro.status).toBe(400);
    expect(erro.errosPorCampo.descricao).toBe('Descrição é obrigatório');
  });
});

describe('fotos do chamado', () => {
  const clienteDoServidor = (storage = h.storage) =>
    createClient({
      storage,
      location: h.location,
      fetch: async (url, init) => h.ctx.app.request(url, init),
    });

  it('the screens read a private photo with the session; without one it is a 401', async () => {
    const foto = new File([PNG], 'parede.png', { type: 'image/png' });
    const chamado = await criarAbrirChamado(clienteDoServidor())(
      { categoria: 'outros', descricao: 'Parede com mancha', urgencia: 'baixa' },
      [foto],
    );
    const url = chamado.fotos[0] ?? '';
    expect(url).toMatch(/^\/api\/chamados\/[^/]+\/fotos\/[^/]+$/);

    const blob = await criarLerFotoChamado(clienteDoServidor())(url);
    expect(blob.type).toBe('image/jpeg');
    expect(blob.size).toBeGreaterThan(0);

    const anonimo = clienteDoServidor(memoryStorage());
    const erro = await criarLerFotoChamado(anonimo)(url).catch((e: unknown) => e);
    expect((erro as ApiError).status).toBe(401);
  });
});
