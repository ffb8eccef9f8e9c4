import { MSG, MSG_VISITAS, type LeadDetalhe, type Visita } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tokens } from '../../test/contexto';
import { esperarErro } from '../../test/http-helpers';
import type { TestContext } from '../../test/test-app';
import { acao, comEmails, lerVisita, prepararVisitas, SEGUNDA, visitaDe } from './visitas.fixture';

const A = MSG_VISITAS.api;

let ctx: TestContext;
let t: Tokens;
let imovelId: string;
let corretorId: string;
let relogio: { agora: Date };
/** A second corretor, who must not see the first one's visits. */
let outroCorretor: string;
beforeAll(async () => ({ ctx, t, imovelId, corretorId, relogio, outroCorretor } = await prepararVisitas()));
afterAll(() => ctx.close());

describe('the corretor’s routes: who may call them', () => {
  it('anonymous 401; locatário and proprietário 403; another corretor 404 and nothing changes', async () => {
    const id = await visitaDe(ctx, imovelId, SEGUNDA(9), corretorId);
    const chamadas: [string, unknown?][] = [
      ['confirmacao'],
      ['nova-proposta', { inicio: SEGUNDA(16) }],
      ['cancelamento', { motivo: 'Teste' }],
      ['feedback', { compareceu: true, interesse: 'alto', comentario: '' }],
    ];
    await esperarErro(await ctx.request('/api/visitas'), 401, MSG.auth.naoAutenticado);
    for (const token of [t.inquilino, t.proprietario])
      await esperarErro(await ctx.request('/api/visitas', { token }), 403, MSG.auth.semPermissao);
    for (const [nome, json] of chamadas) {
      await esperarErro(await acao(ctx, undefined, id, nome, json), 401, MSG.auth.naoAutenticado);
      for (const token of [t.inquilino, t.proprietario])
        await esperarErro(await acao(ctx, token, id, nome, json), 403, MSG.auth.semPermissao);
      await esperarErro(await acao(ctx, outroCorretor, id, nome, json), 404, A.visitaNaoEncontrada);
    }
    expect(await lerVisita(ctx, outroCorretor, id)).toBeUndefined();
    expect(await lerVisita(ctx, t.corretor, id)).toMatchObject({ status: 'solicitada', corretorId });
  });
});

describe('GET /api/visitas', () => {
  it('the corretor sees his own; the admin all, or one corretor’s with corretorId', async () => {
    const dele = await visitaDe(ctx, imovelId, SEGUNDA(10), corretorId);
    const semCorretor = await visitaDe(ctx, imovelId, SEGUNDA(11), null);
    const ids = async (token: string, extra = '') =>
      (
        (await (
          await ctx.request(`/api/visitas?de=2026-12-07&ate=2026-12-07${extra}`, { token })
        ).json()) as Visita[]
      ).map((v) => v.id);
    expect(await ids(t.corretor)).toContain(dele);
    expect(await ids(t.corretor)).not.toContain(semCorretor);
    expect(await ids(outroCorretor)).toEqual([]);
    expect(await ids(t.admin)).toEqual(expect.arrayContaining([dele, semCorretor]));
    expect(await ids(t.admin, `&corretorId=${corretorId}`)).not.toContain(semCorretor);
    // The default period is this week (Monday 30/11 to Sunday 6/12): Monday 7/12 is next week.
    expect(
      ((await (await ctx.request('/api/visitas', { token: t.admin })).json()) as Visita[]).map((v) => v.id),
    ).not.toContain(dele);
    expect((await ctx.request('/api/visitas?de=2026-12-07&ate=2026-11-01', { token: t.admin })).status).toBe(
      400,
    );
  });
});

describe('the corretor’s actions', () => {
  it('confirms a solicitada visit (e-mails with the .ics); confirming again is 409', async () => {
    const id = await visitaDe(ctx, imovelId, SEGUNDA(12), corretorId);
    const { r: res, emails } = await comEmails(ctx, () => acao(ctx, t.corretor, id, 'confirmacao'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id, status: 'confirmada' });
    expect(emails.map((e) => e.para).sort()).toEqual([
      'corretor@morada.com.br',
      'mariana.visita@email.com.br',
    ]);
    expect(
      emails.every((e) => e.anexo_nome === 'visita.ics' && e.assunto.startsWith('Visita confirmada: ')),
    ).toBe(true);
    await esperarErro(await acao(ctx, t.corretor, id, 'confirmacao'), 409, A.statusNaoPermite('Confirmada'));
  });

  it('proposes another free slot (409 for a taken one), and the admin cancels with a motivo (.ics CANCEL)', async () => {
    const id = await visitaDe(ctx, imovelId, SEGUNDA(13), corretorId);
    await esperarErro(
      await acao(ctx, t.corretor, id, 'nova-proposta', { inicio: SEGUNDA(9) }),
      409,
      A.horarioIndisponivel,
    );
    expect((await acao(ctx, t.corretor, id, 'nova-proposta', { inicio: 'x' })).status).toBe(400);
    const { r: res, emails } = await comEmails(ctx, () =>
      acao(ctx, t.corretor, id, 'nova-proposta', { inicio: SEGUNDA(16) }),
    );
    expect(await res.json()).toMatchObject({
      status: 'reagendamento_proposto',
      inicio: SEGUNDA(13),
      propostaInicio: SEGUNDA(16),
    });
    const [proposta] = emails;
    expect(proposta!.para).toBe('mariana.visita@email.com.br');
    // The link's token travels only to the visitor: the outbox hides it.
    expect(proposta!.corpo).toContain('/visitas/resposta/[oculto');

    expect((await acao(ctx, t.admin, id, 'cancelamento', { motivo: '' })).status).toBe(400);
    const cancelar = () => acao(ctx, t.admin, id, 'cancelamento', { motivo: 'O proprietário viajou.' });
    const { r: cancelada, emails: avisos } = await comEmails(ctx, cancelar);
    expect(await cancelada.json()).toMatchObject({
      status: 'cancelada',
      motivoCancelamento: 'O proprietário viajou.',
    });
    expect(avisos).toHaveLength(2);
    expect(avisos.every((e) => e.anexo_nome === 'visita-cancelada.ics')).toBe(true);
    await esperarErro(
      await acao(ctx, t.admin, id, 'cancelamento', { motivo: 'De novo' }),
      409,
      A.statusNaoPermite('Cancelada'),
    );
  });

  it('feedback only after the end (409 before): realizada with the interest, or não compareceu', async () => {
    const id = await visitaDe(ctx, imovelId, SEGUNDA(14), corretorId);
    const fb = { compareceu: true, interesse: 'alto', comentario: 'Gostou da varanda.' };
    await esperarErro(await acao(ctx, t.corretor, id, 'feedback', fb), 409, A.statusNaoPermite('Solicitada'));
    expect((await acao(ctx, t.corretor, id, 'confirmacao')).status).toBe(200);
    await esperarErro(await acao(ctx, t.corretor, id, 'feedback', fb), 409, A.feedbackAntesDoFim);
    expect((await acao(ctx, t.corretor, id, 'feedback', { ...fb, interesse: 'muito' })).status).toBe(400);
    relogio.agora = new Date(SEGUNDA(15));
    const res = await acao(ctx, t.corretor, id, 'feedback', fb);
    expect(await res.json()).toMatchObject({
      status: 'realizada',
      feedback: { interesse: 'alto', comentario: 'Gostou da varanda.' },
    });
    // The lead's timeline tells it, by the corretor.
    const { lead_id } = await ctx.db
      .selectFrom('visitas')
      .select('lead_id')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const lead = (await (
      await ctx.request(`/api/leads/${lead_id}`, { token: t.admin })
    ).json()) as LeadDetalhe;
    expect(lead.eventos).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          tipo: 'visita',
          texto: 'Visita realizada. Interesse: Alto. Gostou da varanda.',
        }),
      ]),
    );
    await esperarErro(await acao(ctx, t.corretor, id, 'feedback', fb), 409, A.statusNaoPermite('Realizada'));

    relogio.agora = new Date('2026-12-01T12:00:00.000Z');
    const faltou = await visitaDe(ctx, imovelId, SEGUNDA(17), corretorId);
    await acao(ctx, t.corretor, faltou, 'confirmacao');
    relogio.agora = new Date('2026-12-08T12:00:00.000Z');
    const r = await acao(ctx, t.admin, faltou, 'feedback', { compareceu: false, interesse: 'nenhum' });
    expect(await r.json()).toMatchObject({ status: 'nao_compareceu', feedback: null });
  });
});
