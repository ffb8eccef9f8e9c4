import { informeRendimentosSchema, MSG_REPASSE, type InformeRendimentos } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro } from '../../test/http-helpers';
import { ERRO_401, ERRO_403 } from '../contratos/cenario.fixture';
import { criarCenarioRepasses } from '../repasses/repasses.fixture';

// The owners' world of repasses.fixture.ts (clock 15/06/2026), with these 2026 receipts:
//   CT-1 (owner A; 10 %, minimum 150,00, half of multa/juros is the owner's):
//     10/01 rent 2.000,00 → fee 200,00; 12/02 rent 2.000,00 + multa 40,00 + juros 20,00 → income
//     2.000 + 30 = 2.030,00, fee 203,00; 10/03 rent 2.000,00 → fee 200,00.
//   CT-3 (owner A; 10 %, minimum 150,00): 10/01 rent 1.000,00 → fee 150,00 (the minimum).
//   CT-2 (owner B; intermediação 100 % of the first rent, then 10 %): 10/03 first rent 1.000,00 →
//     fee 1.000,00; 10/04 rent 1.000,00 → fee 100,00.
// Owner A's informe: Jan 3.000,00 − 350,00 = 2.650,00; Feb 2.030,00 − 203,00 = 1.827,00;
//   Mar 2.000,00 − 200,00 = 1.800,00; year 7.030,00 − 753,00 = 6.277,00.
let c: Awaited<ReturnType<typeof criarCenarioRepasses>>;
let tokenDonoA: string;
let tokenDonoB: string;

beforeAll(async () => {
  c = await criarCenarioRepasses();
  await c.receber(c.ct1, '2026-01', '2026-01-10');
  await c.receber(c.ct1, '2026-02', '2026-02-12', 40_00, 20_00);
  await c.receber(c.ct1, '2026-03', '2026-03-10');
  await c.receber(c.ct3, '2026-01', '2026-01-10');
  await c.receber(c.ct2, '2026-03', '2026-03-10');
  await c.receber(c.ct2, '2026-04', '2026-04-10');
  await c.db
    .insertInto('dados_repasse')
    .values({
      usuario_id: c.donoA.id,
      documento: '52998224725',
      titular: 'Ana Proprietária',
      banco: '',
      agencia: '',
      conta: '',
      chave_pix: null,
      atualizado_em: '2026-01-01T00:00:00Z',
    })
    .execute();
  await c.db
    .updateTable('usuarios')
    .set({ cpf: '123.456.789-09' })
    .where('id', '=', c.inquilinoA.id)
    .execute();
  tokenDonoA = c.donoA.token;
  tokenDonoB = c.donoB.token;
});
afterAll(() => c.close());

const informe = async (url: string, token: string) => {
  const res = await c.request(url, { token });
  expect(res.status).toBe(200);
  return informeRendimentosSchema.parse(await res.json());
};

const esperado: Pick<InformeRendimentos, 'totais'> & { meses: [number, number, number][] } = {
  meses: [
    [3000, 350, 2650],
    [2030, 203, 1827],
    [2000, 200, 1800],
    ...Array.from({ length: 9 }, () => [0, 0, 0] as [number, number, number]),
  ],
  totais: { aluguel: 7030, taxas: 753, liquido: 6277 },
};

describe('GET /api/relatorios/informe (admin) and /api/proprietario/informe (the owner)', () => {
  it("answers owner A's hand-computed informe, month by month and per paying contract", async () => {
    const r = await informe(`/api/relatorios/informe?ano=2026&proprietarioId=${c.donoA.id}`, c.admin.token);
    expect(r.proprietario).toEqual({ _id: c.donoA.id, nome: 'Ana Proprietária', documento: '52998224725' });
    expect(r.meses.map((m) => [m.aluguel, m.taxas, m.liquido])).toEqual(esperado.meses);
    expect(r.meses.map((m) => m.mes).slice(0, 2)).toEqual(['2026-01', '2026-02']);
    expect(r.totais).toEqual(esperado.totais);
    expect(r.fontes).toEqual([
      expect.objectContaining({ contrato: 'CT-1', aluguel: 6030, taxas: 603, liquido: 5427 }),
      expect.objectContaining({ contrato: 'CT-3', aluguel: 1000, taxas: 150, liquido: 850 }),
    ]);
  });

  it('gives the same informe to the owner, only their own', async () => {
    const r = await informe('/api/proprietario/informe?ano=2026', tokenDonoA);
    expect(r.totais).toEqual(esperado.totais);
    const b = await informe('/api/proprietario/informe?ano=2026', tokenDonoB);
    expect(b.fontes.map((f) => f.contrato)).toEqual(['CT-2']);
    expect(b.totais).toEqual({ aluguel: 2000, taxas: 1100, liquido: 900 });
  });

  it('downloads as CSV and PDF', async () => {
    const csv = await c.request(`/api/proprietario/informe?ano=2026&formato=csv`, { token: tokenDonoA });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Disposition')).toContain('informe_rendimentos_2026.csv');
    const texto = await csv.text();
    expect(texto).toContain(MSG_REPASSE.informe.colunas.taxas);
    expect(texto).toContain('R$ 6.277,00');
    const pdf = await c.request(`/api/relatorios/informe?ano=2026&proprietarioId=${c.donoA.id}&formato=pdf`, {
      token: c.admin.token,
    });
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('refuses other roles, a missing or wrong owner and a bad year', async () => {
    const url = `/api/relatorios/informe?ano=2026&proprietarioId=${c.donoA.id}`;
    expect(await (await c.request(url)).json()).toEqual(ERRO_401);
    for (const token of [c.inquilinoA.token, c.corretor.token, tokenDonoA])
      expect(await (await c.request(url, { token })).json()).toEqual(ERRO_403);
    await esperarErro(
      await c.request('/api/relatorios/informe?ano=2026', { token: c.admin.token }),
      400,
      MSG_REPASSE.erros.proprietarioInvalido,
    );
    await esperarErro(
      await c.request(`/api/relatorios/informe?ano=2026&proprietarioId=${c.inquilinoA.id}`, {
        token: c.admin.token,
      }),
      404,
      MSG_REPASSE.erros.proprietarioInvalido,
    );
    expect((await c.request('/api/proprietario/informe?ano=abc', { token: tokenDonoA })).status).toBe(400);
    expect((await c.request('/api/proprietario/informe?ano=2026')).status).toBe(401);
    for (const token of [c.admin.token, c.inquilinoA.token, c.corretor.token])
      expect((await c.request('/api/proprietario/informe?ano=2026', { token })).status).toBe(403);
  });
});

/** The text at 1-based positions, as the DIMOB layout lists them. */
const campo = (l: string, inicio: number, tamanho: number) => l.slice(inicio - 1, inicio - 1 + tamanho);

describe('GET /api/relatorios/dimob', () => {
  it('answers the year in the Receita layout with the hand-computed rent and commission', async () => {
    const res = await c.request('/api/relatorios/dimob?ano=2026', { token: c.admin.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Disposition')).toContain('DIMOB_2026.txt');
    const linhas = (await res.text()).split('\r\n');
    expect(linhas.map((l) => l.slice(0, 3))).toEqual(['DIM', 'R01', 'R02', 'R02', 'R02', 'T9 ', '']);
    const [ct1, ct2, ct3] = [linhas[2]!, linhas[3]!, linhas[4]!];
    expect(campo(linhas[1]!, 4, 14)).toBe('12345678000195');
    expect(campo(linhas[1]!, 18, 4)).toBe('2026');
    // CT-1: owner A's CPF from her repasse details, the tenant's CPF, contract CT-1, January.
    expect(campo(ct1, 22, 5)).toBe('00001');
    expect(campo(ct1, 27, 14)).toBe('52998224725   ');
    expect(campo(ct1, 41, 60).trimEnd()).toBe('ANA PROPRIETARIA');
    expect(campo(ct1, 101, 14)).toBe('12345678909   ');
    expect(campo(ct1, 115, 60).trimEnd()).toBe('MARIANA COSTA');
    expect(campo(ct1, 175, 6)).toBe('CT1   ');
    expect(campo(ct1, 181, 8)).toBe('01012026');
    const mes = (l: string, m: number) => [
      campo(l, 189 + (m - 1) * 42, 14),
      campo(l, 203 + (m - 1) * 42, 14),
    ];
    expect(mes(ct1, 1)).toEqual(['00000000200000', '00000000020000']);
    expect(mes(ct1, 2)).toEqual(['00000000203000', '00000000020300']);
    expect(mes(ct1, 3)).toEqual(['00000000200000', '00000000020000']);
    expect(mes(ct1, 4)).toEqual(['00000000000000', '00000000000000']);
    // CT-2: the first rent's intermediação, then 10 %.
    expect(mes(ct2, 3)).toEqual(['00000000100000', '00000000100000']);
    expect(mes(ct2, 4)).toEqual(['00000000100000', '00000000010000']);
    // CT-3: the minimum fee.
    expect(mes(ct3, 1)).toEqual(['00000000100000', '00000000015000']);
    expect(linhas.slice(0, -1).map((l) => l.length)).toEqual([374, 270, 797, 797, 797, 102]);
  });

  it('asks for the declarant in Configurações before generating', async () => {
    const cfg = await c.request('/api/configuracoes/completa', { token: c.admin.token });
    const atual = (await cfg.json()) as Record<string, unknown>;
    const sem = await c.request('/api/configuracoes', {
      method: 'PUT',
      token: c.admin.token,
      json: { ...atual, cnpj: '' },
    });
    expect(sem.status).toBe(200);
    try {
      await esperarErro(
        await c.request('/api/relatorios/dimob?ano=2026', { token: c.admin.token }),
        409,
        MSG_REPASSE.erros.dimobSemDeclarante,
      );
    } finally {
      await c.request('/api/configuracoes', { method: 'PUT', token: c.admin.token, json: atual });
    }
  });

  it('is for the admin only and refuses a bad year', async () => {
    expect((await c.request('/api/relatorios/dimob?ano=2026')).status).toBe(401);
    for (const token of [c.inquilinoA.token, c.corretor.token, tokenDonoA])
      expect((await c.request('/api/relatorios/dimob?ano=2026', { token })).status).toBe(403);
    expect((await c.request('/api/relatorios/dimob?ano=1800', { token: c.admin.token })).status).toBe(400);
  });
});

describe('GET /api/repasses/:id/extrato', () => {
  // Owner A, February: CT-1's 2.000,00 + 30,00 of multa/juros + 600,00 of condomínio and IPTU
  // passed through − 203,00 of fee = 2.427,00.
  const url = () => `/api/repasses/${c.donoA.id}:2026-02/extrato`;

  it("gives the admin and the owner the month's statement as CSV or PDF", async () => {
    const csv = await c.request(`${url()}?formato=csv`, { token: c.admin.token });
    expect(csv.status).toBe(200);
    expect(csv.headers.get('Content-Type')).toContain('text/csv');
    const texto = await csv.text();
    expect(texto).toContain('CT-1');
    expect(texto).toContain('R$ 2.427,00');
    expect(texto).toContain('R$ 203,00');
    const pdf = await c.request(url(), { token: tokenDonoA });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('Content-Type')).toBe('application/pdf');
  });

  it('answers 404 to another owner and 403 to tenants and brokers, 401 without a session', async () => {
    expect((await c.request(url(), { token: tokenDonoB })).status).toBe(404);
    for (const token of [c.inquilinoA.token, c.corretor.token])
      expect((await c.request(url(), { token })).status).toBe(403);
    expect((await c.request(url())).status).toBe(401);
    expect((await c.request(`${url()}?formato=xls`, { token: c.admin.token })).status).toBe(400);
  });
});
