import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mensagensDaRecusa } from './endpoints/portais';
import { createHarness, DEMO, type Harness } from './test/harness';

// Issue 35: the back office "Portais" screen's calls against the real server.
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await h.api.sessao.entrar(DEMO.admin.email, DEMO.admin.senha);
});
afterAll(() => h.close());

describe('api.portais', () => {
  it('publishing a ready property: the list read again shows it marked and in the feed', async () => {
    const { imoveis } = await h.api.portais.listar();
    const alvo = imoveis.find(
      (i) => !i.publicarNosPortais && i.pendencias.length === 0 && i.status === 'Disponível',
    );
    expect(alvo).toBeDefined();
    await h.api.portais.publicar(alvo!.id, true);
    const depois = (await h.api.portais.listar()).imoveis.find((i) => i.id === alvo!.id);
    expect(depois).toMatchObject({ publicarNosPortais: true, noFeed: true, pendencias: [] });
  });

  it('a property with pendências is refused (422) with every reason for the screen, and stays off', async () => {
    const { imoveis } = await h.api.portais.listar();
    const alvo = imoveis.find((i) => !i.publicarNosPortais)!;
    await h.ctx.db
      .updateTable('imoveis')
      .set({ titulo: 'Studio', descricao: 'Curta.' })
      .where('id', '=', alvo.id)
      .execute();
    const erro = await h.api.portais.publicar(alvo.id, true).catch((e: unknown) => e);
    expect(erro).toMatchObject({ status: 422 });
    expect(mensagensDaRecusa(erro)).toEqual([
      'O título precisa ter pelo menos 10 caracteres para os portais (tem 6).',
      'A descrição precisa ter pelo menos 50 caracteres para os portais (tem 6).',
    ]);
    const depois = (await h.api.portais.listar()).imoveis.find((i) => i.id === alvo.id);
    expect(depois).toMatchObject({ publicarNosPortais: false, noFeed: false });
    expect(depois!.pendencias).toEqual(mensagensDaRecusa(erro));
  });

  it('gerarToken answers a new address, which the list then gives', async () => {
    const antes = (await h.api.portais.listar()).urlFeed;
    const { urlFeed } = await h.api.portais.gerarToken();
    expect(urlFeed).not.toBe(antes);
    expect(urlFeed).toMatch(/\/api\/portais\/vrsync\.xml\?token=/);
    expect((await h.api.portais.listar()).urlFeed).toBe(urlFeed);
  });
});
