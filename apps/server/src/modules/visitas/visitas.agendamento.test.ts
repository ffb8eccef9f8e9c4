import { MSG_VISITAS, type LeadDetalhe, type HorariosVisita, type VisitaSolicitada } from '@morada/domain';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Tokens } from '../../test/contexto';
import { contar, esperarErro, ID_INEXISTENTE } from '../../test/http-helpers';
import type { TestContext } from '../../test/test-app';
import { agendar, comEmails, prepararVisitas, SEGUNDA, VISITANTE } from './visitas.fixture';

const A = MSG_VISITAS.api;

let ctx: TestContext;
let imovelId: string;
let imovelIndisponivel: string;
let relogio: { agora: Date };
let t: Tokens;
beforeAll(async () => ({ ctx, t, imovelId, imovelIndisponivel, relogio } = await prepararVisitas()));
afterAll(() => ctx.close());

const horarios = (id: string, consulta = 'de=2026-12-07&ate=2026-12-07') =>
  ctx.request(`/api/imoveis/${id}/horarios?${consulta}`);
const contarVisitas = () => contar(ctx, 'visitas');

describe('GET /api/imoveis/{id}/horarios (public)', () => {
  it("answers a Disponível property's free slots, 9h to 17h São Paulo on a Monday", async () => {
    const res = await horarios(imovelId);
    expect(res.status).toBe(200);
    const h = (await res.json()) as HorariosVisita;
    expect(h.duracaoMinutos).toBe(60);
    expect(h.horarios.map((x) => x.inicio)).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17].map(SEGUNDA));
  });

  it('defaults to the next 14 days from today', async () => {
    const h = (await (await ctx.request(`/api/imoveis/${imovelId}/horarios`)).json()) as HorariosVisita;
    // Today 9h: 9h, 10h are past or too soon; the last day is Monday 14/12.
    expect(h.horarios[0]!.inicio).toBe('2026-12-01T14:00:00.000Z');
    expect(h.horarios.at(-1)!.inicio).toBe('2026-12-14T20:00:00.000Z');
  });

  it('404 for an unknown property or one not Disponível; 400 for a bad period', async () => {
    await esperarErro(await horarios(ID_INEXISTENTE), 404, A.imovelNaoEncontrado);
    await esperarErro(await horarios(imovelIndisponivel), 404, A.imovelIndisponivel);
    expect((await horarios(imovelId, 'de=2026-02-30')).status).toBe(400);
    expect((await horarios(imovelId, 'de=2026-12-07&ate=2026-12-01')).status).toBe(400);
    expect((await horarios(imovelId, 'de=2026-12-01&ate=2027-02-01')).status).toBe(400);
  });
});

describe('POST /api/imoveis/{id}/visitas (public)', () => {
  // Each test past the rate limit's 10-minute window of the one before (all requests come from one IP).
  beforeEach(() => {
    relogio.agora = new Date(relogio.agora.getTime() + 11 * 60 * 1000);
  });

  it("books a free slot as 'solicitada', writes the lead and e-mails the visitor (no .ics) and the team", async () => {
    const { r: res, emails } = await comEmails(ctx, () =>
      agendar(ctx, imovelId, '2026-12-07T10:00:00-03:00'),
    );
    expect(res.status).toBe(201);
    const v = (await res.json()) as VisitaSolicitada;
    expect(v).toMatchObject({ status: 'solicitada', inicio: SEGUNDA(10), fim: SEGUNDA(11) });
    const linha = await ctx.db
      .selectFrom('visitas')
      .selectAll()
      .where('id', '=', v.id)
      .executeTakeFirstOrThrow();
    expect(linha).toMatchObject({ visitante_telefone: '11965432107', mensagem: VISITANTE.mensagem });
    // The visitor became a lead (origem Agendar visita), moved to visita agendada with the visit on its timeline.
    const lead = (await (
      await ctx.request(`/api/leads/${linha.lead_id}`, { token: t.admin })
    ).json()) as LeadDetalhe;
    expect(lead).toMatchObject({
      origem: 'agendar_visita',
      etapa: 'visita_agendada',
      email: VISITANTE.email,
    });
    expect(lead.eventos.find((e) => e.tipo === 'visita')!.texto).toContain(
      'segunda-feira, 07/12/2026, às 10:00',
    );
    // The rotation gave the lead a corretor: the visit is his, and the team's e-mail goes to him.
    expect(lead.corretorId).not.toBeNull();
    expect(linha.corretor_id).toBe(lead.corretorId);
    const corretor = await ctx.db
      .selectFrom('usuarios')
      .select('email')
      .where('id', '=', lead.corretorId!)
      .executeTakeFirstOrThrow();

    expect(emails).toHaveLength(2);
    const aoVisitante = emails.find((e) => e.para === VISITANTE.email)!;
    expect(aoVisitante.anexo_nome).toBeNull();
    expect(aoVisitante.corpo).toContain('segunda-feira, 07/12/2026, às 10:00');
    expect(aoVisitante.corpo).toContain('ainda não está confirmada');
    const aEquipe = emails.find((e) => e.para !== VISITANTE.email)!;
    expect(aEquipe.para).toBe(corretor.email);
    expect(aEquipe.assunto).toMatch(/^Nova visita solicitada: /);
    expect(aEquipe.anexo_nome).toBeNull();

    // The slot is gone from the agenda.
    const h = (await (await horarios(imovelId)).json()) as HorariosVisita;
    expect(h.horarios.map((x) => x.inicio)).not.toContain(SEGUNDA(10));
  });

  it('409 for a slot taken, past, too soon or outside the visiting hours; nothing written', async () => {
    const n = await contarVisitas();
    const recusados = [
      [SEGUNDA(10), '2026-11-30T13:00:00.000Z', '2026-12-01T13:00:00.000Z'], // taken above, yesterday, within the 2 hours' notice
      [SEGUNDA(18), '2026-12-06T13:00:00.000Z', '2026-12-07T13:30:00.000Z'], // after hours, Sunday, not a slot's start
    ];
    for (const grupo of recusados) {
      for (const inicio of grupo)
        await esperarErro(await agendar(ctx, imovelId, inicio), 409, A.horarioIndisponivel);
      relogio.agora = new Date(relogio.agora.getTime() + 11 * 60 * 1000);
    }
    expect(await contarVisitas()).toBe(n);
  });

  it('400 for a bad body (field errors), 404 for a property not taking visits; nothing written', async () => {
    const n = await contarVisitas();
    const res = await agendar(ctx, imovelId, 'amanhã', { nome: '', email: 'x', telefone: '123' });
    expect(res.status).toBe(400);
    const { erros } = (await res.json()) as { erros: Record<string, string>[] };
    expect(Object.assign({}, ...erros)).toMatchObject({
      inicio: MSG_VISITAS.campos.inicio,
      nome: MSG_VISITAS.campos.nome,
      email: MSG_VISITAS.campos.emailInvalido,
    });
    await esperarErro(await agendar(ctx, imovelIndisponivel, SEGUNDA(9)), 404, A.imovelIndisponivel);
    expect(await contarVisitas()).toBe(n);
  });

  it('two bookings of one slot at once: exactly one 201, the other 409', async () => {
    const outra = { ...VISITANTE, email: 'joao@email.com.br', telefone: '(11) 97777-1111' };
    const [a, b] = await Promise.all([
      agendar(ctx, imovelId, SEGUNDA(15)),
      agendar(ctx, imovelId, SEGUNDA(15), outra),
    ]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const ativas = await ctx.db
      .selectFrom('visitas')
      .select('id')
      .where('inicio', '=', SEGUNDA(15))
      .execute();
    expect(ativas).toHaveLength(1);
  });

  it('429 after 5 bookings from one IP within 10 minutes', async () => {
    const pedir = (hora: number) =>
      ctx.request(`/api/imoveis/${imovelId}/visitas`, {
        method: 'POST',
        json: { ...VISITANTE, inicio: `2026-12-08T${hora + 3}:00:00.000Z` },
      });
    for (const hora of [9, 10, 11, 12, 13]) expect((await pedir(hora)).status).toBe(201);
    expect((await pedir(14)).status).toBe(429);
  });
});
