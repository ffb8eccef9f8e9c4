import { MSG_VISITAS, type RespostaVisita } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tokens } from '../../test/contexto';
import { esperarErro } from '../../test/http-helpers';
import { partesMime } from '../../test/smtp-server';
import type { TestContext } from '../../test/test-app';
import { acao, agendar, comSmtp, prepararVisitas, SEGUNDA, visitaDe } from './visitas.fixture';

const A = MSG_VISITAS.api;

let ctx: TestContext;
let t: Tokens;
let imovelId: string;
let corretorId: string;
beforeAll(async () => ({ ctx, t, imovelId, corretorId } = await prepararVisitas()));
afterAll(() => ctx.close());

/** The corretor proposes `inicio`; answers the token of the link the visitor received by e-mail. */
const propor = async (id: string, inicio: string) => {
  const { r, mensagens } = await comSmtp(
    ctx,
    () => acao(ctx, t.corretor, id, 'nova-proposta', { inicio }),
    1,
  );
  expect(r.status).toBe(200);
  const texto = partesMime(mensagens[0]!.dados).find((p) => p.tipo === 'text/plain')!.texto;
  return /\/visitas\/resposta\/([A-Za-z0-9_-]+)/.exec(texto)![1]!;
};
const resposta = (token: string, method = 'GET') => ctx.request(`/api/visitas/resposta/${token}`, { method });

describe('the visitor’s answer link (public)', () => {
  it('shows the proposal, accepts it once (confirmada at the new slot), and a reused link is 409', async () => {
    const id = await visitaDe(ctx, imovelId, SEGUNDA(9), corretorId);
    const token = await propor(id, SEGUNDA(11));
    const vista = (await (await resposta(token)).json()) as RespostaVisita;
    expect(vista).toMatchObject({
      status: 'reagendamento_proposto',
      inicio: SEGUNDA(9),
      propostaInicio: SEGUNDA(11),
    });

    const { r, mensagens } = await comSmtp(ctx, () => resposta(token, 'POST'), 2);
    expect(r.status).toBe(200);
    expect(await r.json()).toMatchObject({ status: 'confirmada', inicio: SEGUNDA(11), propostaInicio: null });
    // Both got the invitation for the new time, as text/calendar; method=REQUEST.
    for (const m of mensagens) {
      expect(m.dados).toMatch(/Content-Type: text\/calendar; charset=utf-8; method=REQUEST/i);
      const ics = partesMime(m.dados).find((p) => p.tipo === 'text/calendar')!.texto;
      expect(ics).toContain('\r\nDTSTART:20261207T140000Z\r\n');
      expect(ics).toContain(`\r\nUID:visita-${id}@morada\r\n`);
      expect(ics).toContain('\r\nMETHOD:REQUEST\r\n');
    }
    // The old slot is free again; the link is spent.
    expect((await agendar(ctx, imovelId, SEGUNDA(9))).status).toBe(201);
    await esperarErro(await resposta(token, 'POST'), 409, A.respostaInvalida);
  });

  it('409 when the proposed slot was taken meanwhile; the visit keeps waiting', async () => {
    const id = await visitaDe(ctx, imovelId, SEGUNDA(13), corretorId);
    const token = await propor(id, SEGUNDA(14));
    await visitaDe(ctx, imovelId, SEGUNDA(14), null);
    await esperarErro(await resposta(token, 'POST'), 409, A.horarioIndisponivel);
    expect(await (await resposta(token)).json()).toMatchObject({
      status: 'reagendamento_proposto',
      inicio: SEGUNDA(13),
    });
  });

  it('404 for an unknown link, 400 for a malformed one', async () => {
    await esperarErro(await resposta('a'.repeat(43)), 404, A.visitaNaoEncontrada);
    await esperarErro(await resposta('a'.repeat(43), 'POST'), 404, A.visitaNaoEncontrada);
    expect((await resposta('curto')).status).toBe(400);
  });
});

describe('the invitation sent on confirmation', () => {
  it('goes to the visitor and the corretor as an .ics a calendar reads back', async () => {
    const id = await visitaDe(ctx, imovelId, SEGUNDA(16), corretorId);
    const { mensagens } = await comSmtp(ctx, () => acao(ctx, t.admin, id, 'confirmacao'), 2);
    expect(mensagens.flatMap((m) => m.para).sort()).toEqual([
      'corretor@morada.com.br',
      'mariana.visita@email.com.br',
    ]);
    const parte = partesMime(mensagens[0]!.dados).find((p) => p.tipo === 'text/calendar')!;
    expect(parte.nome).toBe('visita.ics');
    const linhas = parte.texto.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(linhas).toEqual(
      expect.arrayContaining([
        'METHOD:REQUEST',
        'DTSTART:20261207T190000Z',
        'DTEND:20261207T200000Z',
        'STATUS:CONFIRMED',
        'SEQUENCE:1',
        'ATTENDEE;CN="Mariana Souza";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:mailto:mariana.visita@email.com.br',
      ]),
    );
    expect(linhas.find((l) => l.startsWith('LOCATION:'))).toMatch(/^LOCATION:.+\\, .+/);
    expect(parte.texto.split('\r\n').every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
  });
});
