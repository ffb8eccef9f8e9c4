import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCenario, type Cenario, INQUILINO_BRUNO } from '../contratos/cenario.fixture';
import { lerColuna } from '../../test/banco';

// DESIGN §11: a notice says "vence" before the prazo and "venceu" only after it, and before the
// prazo the amount is the principal only. The clock starts on 26/11/2026, 10:00 in São Paulo.
const SP_26_11 = new Date('2026-11-26T13:00:00Z');
let c: Cenario;
// CT-1 (Mariana, R$ 2.400,00, due on the 10th): November is late, December is not yet due.
let novembro: string;
let dezembro: string;
// CT-SAB (Bruno, R$ 3.000,00, due on the 12th): 12/12/2026 is a Saturday, its prazo Monday 14/12.
let sabado: string;
let ctSab: string;

beforeAll(async () => {
  c = await criarCenario({ now: SP_26_11 });
  const ct1 = (await c.criarContrato({ dataInicio: '2026-11-01', dataFim: '2027-10-31' }))._id;
  [novembro, dezembro] = (await c.gerar(ct1, 2)).map((p) => p.id) as [string, string];
  ctSab = (
    await c.criarContrato({
      numero: 'CT-SAB',
      imovelId: c.imoveis.casa,
      inquilino: INQUILINO_BRUNO,
      dataInicio: '2026-12-01',
      dataFim: '2027-11-30',
      valorAluguel: 3000,
      valorCondominio: 0,
      valorIPTU: 0,
      diaVencimento: 12,
    })
  )._id;
  [sabado] = (await c.gerar(ctSab, 1)).map((p) => p.id) as [string];
});
afterAll(() => c.close());

const cobranca = async (contrato: string, pagamentoId: string) => {
  const res = await c.postar(`/api/contratos/${contrato}/enviar-cobranca`, { pagamentoId });
  expect([res.status, await res.json()]).toMatchObject([200, { avisos: 1 }]);
};
const lembrete = async (pagamentoId: string) => {
  const res = await c.request(`/api/pagamentos/${pagamentoId}/lembrete`, {
    method: 'POST',
    token: c.admin.token,
  });
  expect([res.status, await res.json()]).toMatchObject([200, { avisos: 1 }]);
};
const contratoDe = async (pagamentoId: string) =>
  (await lerColuna(c.db, 'pagamentos', 'contrato_id', { id: pagamentoId })).contrato_id;

/** The tenant's notification list (newest first) and the admin's view of the outbox. */
const notificacoes = async (token: string) =>
  (await (await c.request('/api/notificacoes', { token })).json()) as {
    titulo: string;
    mensagem: string;
    data: string;
  }[];
const emails = async () =>
  (await (await c.request('/api/notificacoes/emails', { token: c.admin.token })).json()) as {
    para: string;
    assunto: string;
    corpo: string;
    criadoEm: string;
  }[];

describe('cobrança e lembrete no tempo certo', () => {
  it('before the prazo: "vence em 10/12/2026", principal only, dated when sent', async () => {
    await cobranca(await contratoDe(dezembro), dezembro);
    await lembrete(dezembro);
    const texto = 'O aluguel de 12/2026 vence em 10/12/2026. Valor: R$ 2.400,00.';
    const lista = await notificacoes(c.inquilinoA.token);
    expect(lista).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          titulo: 'Aviso de cobrança',
          mensagem: texto,
          data: SP_26_11.toISOString(),
        }),
        expect.objectContaining({
          titulo: 'Lembrete de vencimento',
          mensagem: texto,
          data: SP_26_11.toISOString(),
        }),
      ]),
    );
    expect(lista.some((n) => n.mensagem.includes('venceu'))).toBe(false);
    expect(await emails()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          para: 'mariana@teste.com',
          assunto: 'Aviso de cobrança - contrato CT-1',
          corpo: texto,
          criadoEm: SP_26_11.toISOString(),
        }),
        expect.objectContaining({
          para: 'mariana@teste.com',
          assunto: 'Lembrete de vencimento - contrato CT-1',
          corpo: texto,
        }),
      ]),
    );
  });

  it('after the prazo: "venceu em 10/11/2026" with multa and juros, in the cobrança and the lembrete', async () => {
    await cobranca(await contratoDe(novembro), novembro);
    await lembrete(novembro);
    // 2 % multa (48,00) + 1 % a month for 16 days (12,80) on R$ 2.400,00.
    const texto =
      'O aluguel de 11/2026 venceu em 10/11/2026 e está em aberto. Valor atualizado: R$ 2.460,80.';
    const doMes = (await notificacoes(c.inquilinoA.token)).filter((n) => n.mensagem.includes('11/2026'));
    expect(doMes.map((n) => [n.titulo, n.mensagem]).sort()).toEqual([
      ['Aviso de cobrança', texto],
      ['Lembrete de vencimento', texto],
    ]);
    expect((await emails()).filter((e) => e.corpo.includes('11/2026')).map((e) => e.corpo)).toEqual([
      texto,
      texto,
    ]);
  });

  it('a due date on Saturday is still "vence" until the end of Monday in São Paulo (already Tuesday in UTC)', async () => {
    // Monday 14/12/2026, 23:30 in São Paulo = Tuesday 02:30 UTC.
    c.deps.now = () => new Date('2026-12-15T02:30:00Z');
    await cobranca(ctSab, sabado);
    const segunda = await notificacoes(c.inquilinoB.token);
    expect(segunda[0]).toMatchObject({
      titulo: 'Aviso de cobrança',
      mensagem: 'O aluguel de 12/2026 vence em 14/12/2026. Valor: R$ 3.000,00.',
      data: '2026-12-15T02:30:00.000Z',
    });

    // Tuesday 15/12, 10:00 in São Paulo: late since 12/12, 2 % multa + 3 days of juros.
    c.deps.now = () => new Date('2026-12-15T13:00:00Z');
    await lembrete(sabado);
    const terca = await notificacoes(c.inquilinoB.token);
    expect(terca[0]).toMatchObject({
      titulo: 'Lembrete de vencimento',
      mensagem: 'O aluguel de 12/2026 venceu em 12/12/2026 e está em aberto. Valor atualizado: R$ 3.063,00.',
      data: '2026-12-15T13:00:00.000Z',
    });
    c.deps.now = () => SP_26_11;
  });
});
