import { hojeNaAgencia, MSG_VISITAS } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DEMO, type Harness } from './test/harness';

// Issue 35: the calls of "Agendar visita", the WhatsApp click and the agenda against the real server.
// The clock: Tuesday 2026-12-01, 9h in São Paulo (the visits' server tests use the same).
const AGORA = new Date('2026-12-01T12:00:00.000Z');
const VISITANTE = { nome: 'Marina Souza', email: 'marina.visita@example.com', telefone: '(11) 98765-4321' };

let h: Harness;
let imovelId: string;
beforeAll(async () => {
  h = await createHarness();
  // Signed in on the real clock, before the test's clock moves (the public calls ignore the session).
  await h.api.sessao.entrar(DEMO.admin.email, DEMO.admin.senha);
  h.ctx.deps.now = () => AGORA;
  imovelId = (
    await h.ctx.db
      .selectFrom('imoveis')
      .select('id')
      .where('status', '=', 'Disponível')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => h.close());

describe('api.visitasPublicas', () => {
  it('books a free slot, which then leaves the free ones; the same slot again is a 409 with its message', async () => {
    const { horarios } = await h.api.visitasPublicas.horarios(imovelId);
    expect(horarios.length).toBeGreaterThan(0);
    const [primeiro] = horarios;
    const visita = await h.api.visitasPublicas.agendar(imovelId, { ...VISITANTE, inicio: primeiro!.inicio });
    expect(visita).toMatchObject({ status: 'solicitada', inicio: primeiro!.inicio });
    const depois = await h.api.visitasPublicas.horarios(imovelId);
    expect(depois.horarios.map((x) => x.inicio)).not.toContain(primeiro!.inicio);

    await h.ctx.db.deleteFrom('limites_taxa').execute();
    const erro = await h.api.visitasPublicas
      .agendar(imovelId, { ...VISITANTE, inicio: primeiro!.inicio })
      .catch((e: unknown) => e);
    expect(erro).toMatchObject({ status: 409, mensagem: MSG_VISITAS.api.horarioIndisponivel });
  });

  it('a bad body is a 400 whose field errors the form puts under its fields', async () => {
    await h.ctx.db.deleteFrom('limites_taxa').execute();
    const { horarios } = await h.api.visitasPublicas.horarios(imovelId);
    const erro = await h.api.visitasPublicas
      .agendar(imovelId, { ...VISITANTE, email: 'sem-arroba', inicio: horarios[0]!.inicio })
      .catch((e: unknown) => e);
    expect(erro).toMatchObject({ status: 400, errosPorCampo: { email: MSG_VISITAS.campos.emailInvalido } });
  });

  it('the WhatsApp click is recorded (204, sent with keepalive); an unknown property is a 404', async () => {
    await expect(h.api.visitasPublicas.cliqueWhatsapp(imovelId)).resolves.toBeUndefined();
    expect(h.requisicoes.at(-1)?.init).toMatchObject({ method: 'POST', keepalive: true });
    const erro = await h.api.visitasPublicas
      .cliqueWhatsapp('00000000-0000-0000-0000-000000000000')
      .catch((e: unknown) => e);
    expect(erro).toMatchObject({ status: 404 });
  });
});

describe('api.visitas (the agenda)', () => {
  it('the admin reads the week, confirms the visit and proposes another free slot', async () => {
    await h.ctx.db.deleteFrom('limites_taxa').execute();
    const { horarios } = await h.api.visitasPublicas.horarios(imovelId);
    const [slot, outro] = horarios;
    const { id } = await h.api.visitasPublicas.agendar(imovelId, { ...VISITANTE, inicio: slot!.inicio });
    const dia = hojeNaAgencia(new Date(slot!.inicio));
    const semana = await h.api.visitas.listar({ de: dia, ate: dia });
    expect(semana.find((v) => v.id === id)).toMatchObject({
      status: 'solicitada',
      visitanteNome: 'Marina Souza',
    });

    await expect(h.api.visitas.confirmar(id)).resolves.toMatchObject({ id, status: 'confirmada' });
    await expect(h.api.visitas.proporHorario(id, outro!.inicio)).resolves.toMatchObject({
      status: 'reagendamento_proposto',
      propostaInicio: outro!.inicio,
    });
    const erro = await h.api.visitas
      .feedback(id, { compareceu: true, interesse: 'alto' })
      .catch((e: unknown) => e);
    expect(erro).toMatchObject({ status: 409 });
  });

  it('anonymous: reading the agenda is a 401', async () => {
    await h.api.sessao.sair();
    const erro = await h.api.visitas.listar().catch((e: unknown) => e);
    expect(erro).toMatchObject({ status: 401 });
  });
});
