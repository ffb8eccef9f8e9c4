import { MSG_HORARIOS_VISITA, type AgendaVisitasEntrada, type HorariosVisita } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Tokens } from '../../test/contexto';
import type { TestContext } from '../../test/test-app';
import { prepararVisitas, SEGUNDA } from './visitas.fixture';

const M = MSG_HORARIOS_VISITA.campos;

let ctx: TestContext;
let imovelId: string;
let t: Tokens;
beforeAll(async () => ({ ctx, t, imovelId } = await prepararVisitas()));
afterAll(() => ctx.close());

const ler = (token?: string) => ctx.request('/api/visitas/agenda', { token });
const gravar = (token: string | undefined, json: unknown) =>
  ctx.request('/api/visitas/agenda', { method: 'PUT', token, json });
const segundaDia7 = async () => {
  const res = await ctx.request(`/api/imoveis/${imovelId}/horarios?de=2026-12-07&ate=2026-12-07`);
  return ((await res.json()) as HorariosVisita).horarios.map((h) => h.inicio);
};

const MANHA_E_TARDE: AgendaVisitasEntrada = {
  dias: {
    '1': [
      { inicio: '09:00', fim: '11:00' },
      { inicio: '14:00', fim: '16:00' },
    ],
  },
  duracaoMinutos: 30,
  antecedenciaMinutos: 120,
};

describe('GET /api/visitas/agenda', () => {
  it('anonymous 401, corretor/tenant/owner 403; the admin reads the default hours', async () => {
    expect((await ler()).status).toBe(401);
    for (const token of [t.corretor, t.inquilino, t.proprietario])
      expect((await ler(token)).status).toBe(403);
    const res = await ler(t.admin);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      dias: {
        '1': [{ inicio: '09:00', fim: '18:00' }],
        '2': [{ inicio: '09:00', fim: '18:00' }],
        '3': [{ inicio: '09:00', fim: '18:00' }],
        '4': [{ inicio: '09:00', fim: '18:00' }],
        '5': [{ inicio: '09:00', fim: '18:00' }],
        '6': [{ inicio: '09:00', fim: '13:00' }],
      },
      duracaoMinutos: 60,
      antecedenciaMinutos: 120,
    });
  });
});

describe('PUT /api/visitas/agenda', () => {
  it('only the admin writes: anonymous 401, corretor 403, nothing changes', async () => {
    expect((await gravar(undefined, MANHA_E_TARDE)).status).toBe(401);
    expect((await gravar(t.corretor, MANHA_E_TARDE)).status).toBe(403);
    expect(await segundaDia7()).toEqual([9, 10, 11, 12, 13, 14, 15, 16, 17].map(SEGUNDA));
  });

  it('bad input is a 400 naming the day, and nothing is stored', async () => {
    const casos: [unknown, Record<string, string>][] = [
      [{ ...MANHA_E_TARDE, dias: { '1': [{ inicio: '9h', fim: '11:00' }] } }, { 'dias.1.0.inicio': M.hora }],
      [
        { ...MANHA_E_TARDE, dias: { '2': [{ inicio: '10:00', fim: '10:15' }] } },
        { 'dias.2': M.fimAntesDoInicio },
      ],
      [
        {
          ...MANHA_E_TARDE,
          dias: {
            '3': [
              { inicio: '09:00', fim: '12:00' },
              { inicio: '11:00', fim: '13:00' },
            ],
          },
        },
        { 'dias.3': M.sobreposicao },
      ],
      [{ ...MANHA_E_TARDE, dias: {} }, { dias: M.nenhumDia }],
      [{ ...MANHA_E_TARDE, duracaoMinutos: 5 }, { duracaoMinutos: M.duracao }],
      [{ ...MANHA_E_TARDE, antecedenciaMinutos: -1 }, { antecedenciaMinutos: M.antecedencia }],
    ];
    for (const [corpo, erro] of casos) {
      const res = await gravar(t.admin, corpo);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { erros: unknown[] }).erros).toEqual(expect.arrayContaining([erro]));
    }
    expect(((await (await ler(t.admin)).json()) as { duracaoMinutos: number }).duracaoMinutos).toBe(60);
  });

  it("the admin's hours become every property's free slots", async () => {
    const res = await gravar(t.admin, MANHA_E_TARDE);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(MANHA_E_TARDE);
    expect(await (await ler(t.admin)).json()).toEqual(MANHA_E_TARDE);
    const meia = (h: number, m: number) => SEGUNDA(h).replace(':00:00', `:${m === 0 ? '00' : '30'}:00`);
    expect(await segundaDia7()).toEqual([
      meia(9, 0),
      meia(9, 30),
      meia(10, 0),
      meia(10, 30),
      meia(14, 0),
      meia(14, 30),
      meia(15, 0),
      meia(15, 30),
    ]);
    // Tuesday has no hours now: no slot.
    const terca = await ctx.request(`/api/imoveis/${imovelId}/horarios?de=2026-12-08&ate=2026-12-08`);
    expect(((await terca.json()) as HorariosVisita).horarios).toEqual([]);
  });
});
