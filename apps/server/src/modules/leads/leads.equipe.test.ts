import { MSG, MSG_LEADS } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextoComTokens, type Tokens } from '../../test/contexto';
import { esperarErro, idDoUsuario } from '../../test/http-helpers';
import type { TestContext } from '../../test/test-app';
import { criar, detalhe, ID_INEXISTENTE, listar, RAFAEL } from './leads.fixture';

const A = MSG_LEADS.api;

let ctx: TestContext;
let t: Tokens;
let rafael: string;
beforeAll(async () => {
  ({ ctx, t } = await contextoComTokens());
  rafael = await ctx.login(RAFAEL.email, RAFAEL.senha);
});
afterAll(() => ctx.close());

describe('leads: who may call', () => {
  it('anonymous 401; locatário and proprietário 403 on every staff route', async () => {
    const { leads } = await listar(ctx, t.admin);
    const id = leads[0]!.id;
    const chamadas = [
      { caminho: '/api/leads', method: 'GET' },
      { caminho: '/api/leads', method: 'POST', json: { nome: 'X', email: 'x@x.com' } },
      { caminho: `/api/leads/${id}`, method: 'GET' },
      { caminho: `/api/leads/${id}/etapa`, method: 'PATCH', json: { etapa: 'proposta' } },
      { caminho: `/api/leads/${id}/notas`, method: 'POST', json: { texto: 'x' } },
      { caminho: `/api/leads/${id}/corretor`, method: 'PUT', json: { corretorId: id } },
    ];
    for (const { caminho, ...init } of chamadas) {
      await esperarErro(await ctx.request(caminho, init), 401, MSG.auth.naoAutenticado);
      for (const token of [t.inquilino, t.proprietario])
        await esperarErro(await ctx.request(caminho, { ...init, token }), 403, MSG.auth.semPermissao);
    }
    expect((await detalhe(ctx, t.admin, id)).eventos).toEqual((await detalhe(ctx, t.admin, id)).eventos);
  });

  it("the corretor lists only his leads (filters within them); another corretor's lead is 404", async () => {
    const todos = await listar(ctx, t.admin);
    const dele = await listar(ctx, t.corretor);
    const doRafael = await listar(ctx, rafael);
    expect(dele.total + doRafael.total).toBe(todos.total);
    expect(new Set(dele.leads.map((l) => l.corretorNome))).toEqual(new Set(['Juliana Santos']));
    expect(new Set(doRafael.leads.map((l) => l.corretorNome))).toEqual(new Set(['Rafael Lima']));
    // Asking for another corretor's leads by filter still answers only his own (none of Rafael's).
    const filtro = await listar(ctx, t.corretor, `?corretorId=${doRafael.leads[0]!.corretorId}`);
    expect(filtro.total).toBe(0);
    const alheio = doRafael.leads[0]!.id;
    await esperarErro(
      await ctx.request(`/api/leads/${alheio}`, { token: t.corretor }),
      404,
      A.leadNaoEncontrado,
    );
    await esperarErro(
      await ctx.request(`/api/leads/${alheio}/notas`, {
        method: 'POST',
        token: t.corretor,
        json: { texto: 'oi' },
      }),
      404,
      A.leadNaoEncontrado,
    );
    await esperarErro(
      await ctx.request(`/api/leads/${alheio}/etapa`, {
        method: 'PATCH',
        token: t.corretor,
        json: { etapa: 'proposta' },
      }),
      404,
      A.leadNaoEncontrado,
    );
    expect((await detalhe(ctx, rafael, alheio)).etapa).toBe(doRafael.leads[0]!.etapa);
  });

  it('only the admin assigns a lead (corretor 403)', async () => {
    const { leads } = await listar(ctx, t.corretor);
    await esperarErro(
      await ctx.request(`/api/leads/${leads[0]!.id}/corretor`, {
        method: 'PUT',
        token: t.corretor,
        json: { corretorId: leads[0]!.corretorId },
      }),
      403,
      MSG.auth.semPermissao,
    );
  });

  it('the corretor reaches no contract, payment or owner route', async () => {
    // The signed-in routes of any profile check ownership: a tenant's boletos are 403 for him.
    const inquilina = await idDoUsuario(ctx, 'inquilina@morada.com.br');
    const caminhos = [
      '/api/contratos',
      '/api/pagamentos',
      '/api/usuarios',
      '/api/admin/leads/funil',
      '/api/repasses',
      `/api/financeiro/boletos/${inquilina}`,
    ];
    for (const caminho of caminhos) {
      const res = await ctx.request(caminho, { token: t.corretor });
      expect([403, 404]).toContain(res.status);
    }
  });
});

describe('GET /api/leads filters', () => {
  it('by etapa, origem, busca and page, with the total in X-Total-Count', async () => {
    const ganhos = await listar(ctx, t.admin, '?etapa=ganho');
    expect(ganhos.total).toBe(2);
    expect(ganhos.leads.every((l) => l.etapa === 'ganho')).toBe(true);
    const portal = await listar(ctx, t.admin, '?origem=portal');
    expect(portal.leads.every((l) => l.origem === 'portal')).toBe(true);
    expect((await listar(ctx, t.admin, '?busca=mariana')).leads.map((l) => l.nome)).toEqual([
      'Mariana Souza',
    ]);
    expect((await listar(ctx, t.admin, '?busca=97654')).leads.map((l) => l.nome)).toEqual([
      'Pedro Henrique Costa',
    ]);
    const pagina = await listar(ctx, t.admin, '?limite=5&pagina=2');
    expect(pagina.leads).toHaveLength(5);
    expect(pagina.total).toBe((await listar(ctx, t.admin)).total);
  });

  it('parado: open leads untouched for the configured hours (seed: Pedro, 50 h, never answered)', async () => {
    const parados = await listar(ctx, t.admin, '?parado=true');
    expect(parados.leads.map((l) => l.nome)).toContain('Pedro Henrique Costa');
    expect(parados.leads.every((l) => l.parado && !['ganho', 'perdido'].includes(l.etapa))).toBe(true);
    const naoParados = await listar(ctx, t.admin, '?parado=false');
    expect(naoParados.total + parados.total).toBe((await listar(ctx, t.admin)).total);
  });

  it('bad filters: 400', async () => {
    for (const q of ['?etapa=fechado', '?origem=radio', '?parado=talvez', '?limite=0'])
      expect((await ctx.request(`/api/leads${q}`, { token: t.admin })).status).toBe(400);
  });
});

describe('POST /api/leads', () => {
  it("a corretor's lead is his, origem equipe, with its first events", async () => {
    const l = await criar(ctx, t.corretor, {
      nome: 'Paula Reis',
      telefone: '(11) 91234-5678',
      corretorId: ID_INEXISTENTE,
    });
    expect(l).toMatchObject({
      nome: 'Paula Reis',
      telefone: '11912345678',
      origem: 'equipe',
      etapa: 'novo',
      corretorNome: 'Juliana Santos',
    });
    expect(l.eventos.map((e) => e.tipo)).toEqual(['contato', 'atribuicao']);
    expect((await detalhe(ctx, t.corretor, l.id)).id).toBe(l.id);
  });

  it('the admin may give it to a corretor; an unknown corretor or property is 404; bad input 400', async () => {
    const rafaelId = (await listar(ctx, rafael)).leads[0]!.corretorId!;
    const l = await criar(ctx, t.admin, {
      nome: 'Otávio Lins',
      email: 'otavio@email.com.br',
      corretorId: rafaelId,
    });
    expect(l.corretorNome).toBe('Rafael Lima');
    const post = (json: unknown) => ctx.request('/api/leads', { method: 'POST', token: t.admin, json });
    await esperarErro(
      await post({ nome: 'X', email: 'x@x.com', corretorId: ID_INEXISTENTE }),
      404,
      A.corretorNaoEncontrado,
    );
    await esperarErro(
      await post({ nome: 'X', email: 'x@x.com', imovelId: ID_INEXISTENTE }),
      404,
      A.imovelNaoEncontrado,
    );
    await esperarErro(await post({ nome: 'Sem contato' }), 400, MSG_LEADS.campos.contato);
    await esperarErro(await post({ nome: '', email: 'x@x.com' }), 400, MSG_LEADS.campos.nome);
    expect((await post({ nome: 'X', email: 'não é e-mail' })).status).toBe(400);
  });
});

describe('PATCH /api/leads/{id}/etapa and notes', () => {
  it('moves a lead, records who and when; the first answer is set once', async () => {
    const l = await criar(ctx, t.corretor, { nome: 'Sofia Dias', email: 'sofia@email.com.br' });
    expect(l.primeiraRespostaEm).toBeNull();
    const patch = (json: unknown, token = t.corretor) =>
      ctx.request(`/api/leads/${l.id}/etapa`, { method: 'PATCH', token, json });
    const r = await patch({ etapa: 'em_atendimento' });
    expect(r.status).toBe(200);
    const depois = (await r.json()) as typeof l;
    expect(depois.etapa).toBe('em_atendimento');
    expect(depois.primeiraRespostaEm).not.toBeNull();
    expect(depois.eventos.at(-1)).toMatchObject({
      tipo: 'etapa',
      autorNome: 'Juliana Santos',
      texto: 'Etapa: Novo → Em atendimento.',
    });

    const nota = await ctx.request(`/api/leads/${l.id}/notas`, {
      method: 'POST',
      token: t.corretor,
      json: { texto: 'Ligar amanhã.' },
    });
    expect(nota.status).toBe(201);
    const comNota = (await nota.json()) as typeof l;
    expect(comNota.eventos.at(-1)).toMatchObject({ tipo: 'nota', texto: 'Ligar amanhã.' });
    expect(comNota.primeiraRespostaEm).toBe(depois.primeiraRespostaEm);

    await esperarErro(await patch({ etapa: 'perdido' }), 400, MSG_LEADS.campos.motivo);
    await esperarErro(await patch({ etapa: 'fechado' }), 400, MSG_LEADS.campos.etapa);
    await esperarErro(await patch({ etapa: 'em_atendimento' }), 409, A.mesmaEtapa);
    const perdido = (await (
      await patch({ etapa: 'perdido', motivo: 'Desistiu de mudar' })
    ).json()) as typeof l;
    expect(perdido).toMatchObject({ etapa: 'perdido', motivoPerda: 'Desistiu de mudar' });
    // Closed: the corretor cannot reopen it; the admin can, to em_atendimento only.
    await esperarErro(await patch({ etapa: 'em_atendimento' }), 409, A.reabrirSoAdmin);
    await esperarErro(await patch({ etapa: 'proposta' }, t.admin), 409, A.reabrirSoEmAtendimento);
    const reaberto = (await (await patch({ etapa: 'em_atendimento' }, t.admin)).json()) as typeof l;
    expect(reaberto).toMatchObject({ etapa: 'em_atendimento', motivoPerda: null });
    await esperarErro(
      await ctx.request(`/api/leads/${l.id}/notas`, {
        method: 'POST',
        token: t.corretor,
        json: { texto: '  ' },
      }),
      400,
      MSG_LEADS.campos.nota,
    );
  });

  it('unknown ids are 404', async () => {
    await esperarErro(
      await ctx.request(`/api/leads/${ID_INEXISTENTE}/etapa`, {
        method: 'PATCH',
        token: t.admin,
        json: { etapa: 'proposta' },
      }),
      404,
      A.leadNaoEncontrado,
    );
    await esperarErro(
      await ctx.request(`/api/leads/${ID_INEXISTENTE}`, { token: t.admin }),
      404,
      A.leadNaoEncontrado,
    );
  });
});

describe('PUT /api/leads/{id}/corretor', () => {
  it("the admin hands a lead to another corretor: it leaves the first one's list", async () => {
    const l = await criar(ctx, t.corretor, { nome: 'Igor Pires', email: 'igor@email.com.br' });
    const rafaelId = (await listar(ctx, rafael)).leads[0]!.corretorId!;
    const res = await ctx.request(`/api/leads/${l.id}/corretor`, {
      method: 'PUT',
      token: t.admin,
      json: { corretorId: rafaelId },
    });
    expect(res.status).toBe(200);
    expect((await res.json()) as typeof l).toMatchObject({ corretorNome: 'Rafael Lima' });
    expect((await detalhe(ctx, rafael, l.id)).eventos.at(-1)).toMatchObject({
      tipo: 'atribuicao',
      texto: 'Atribuído a Rafael Lima.',
    });
    await esperarErro(
      await ctx.request(`/api/leads/${l.id}`, { token: t.corretor }),
      404,
      A.leadNaoEncontrado,
    );
    await esperarErro(
      await ctx.request(`/api/leads/${l.id}/corretor`, {
        method: 'PUT',
        token: t.admin,
        json: { corretorId: ID_INEXISTENTE },
      }),
      404,
      A.corretorNaoEncontrado,
    );
    expect(
      (await ctx.request(`/api/leads/${l.id}/corretor`, { method: 'PUT', token: t.admin, json: {} })).status,
    ).toBe(400);
  });
});
