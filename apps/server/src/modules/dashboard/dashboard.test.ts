import { dashboardSchema } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCenario, ERRO_401, ERRO_403, type Cenario } from '../contratos/cenario.fixture';

// A small known agency on a fixed day (2026-06-15), every figure worked out by hand below.
let c: Cenario;
let ct1: string;
let ct2: string;
let julhoCt2: string;
beforeAll(async () => {
  c = await criarCenario({ now: new Date('2026-06-15T12:00:00Z') });
  // The four fixture properties existed before June; a fifth (in maintenance) arrived this month.
  await c.db.updateTable('imoveis').set({ data_cadastro: '2026-01-01T00:00:00.000Z' }).execute();
  await c.imovel('Sala em reforma', 'Comercial', 'Aluguel', 'Manutenção', '2026-06-01T00:00:00.000Z');

  ct1 = (await c.criarContrato())._id; // apto, 2000+300+100, day 10, from January
  ct2 = (
    await c.criarContrato({
      numero: 'CT-2',
      imovelId: c.imoveis.casa,
      dataInicio: '2026-05-01',
      dataFim: '2026-07-31',
      valorAluguel: 1000,
      valorCondominio: 0,
      valorIPTU: 0,
      diaVencimento: 5,
      inquilino: { nome: 'Bruno Lima', email: 'bruno@teste.com', telefone: '1', cpf: '2', rg: '3' },
    })
  )._id;
  const p1 = await c.gerar(ct1, 6); // Jan..Jun 10
  const p2 = await c.gerar(ct2, 12); // May, Jun, Jul 5 (stops at the end)
  julhoCt2 = p2[2]!.id;
  const pagar = (id: string, dataPagamento: string) =>
    c.request(`/api/pagamentos/${id}/pagar`, {
      method: 'PATCH',
      token: c.admin.token,
      json: { dataPagamento },
    });
  await pagar(p1[0]!.id, '2026-01-10');
  await pagar(p1[1]!.id, '2026-02-10');
  await pagar(p1[2]!.id, '2026-03-10');
  await pagar(p1[3]!.id, '2026-04-20'); // 10 days late: 2400 + 48 + 8
  await pagar(p1[4]!.id, '2026-05-09');
  await pagar(p2[0]!.id, '2026-05-05');
  await pagar(p2[1]!.id, '2026-06-12'); // 7 days late: 1000 + 20 + 2.33
  const processo = (numero: string, dataPrazo: string, status = 'Aberto') =>
    c.request('/api/juridico/processos', {
      method: 'POST',
      token: c.admin.token,
      json: { numero, descricao: 'd', advogadoResponsavel: 'Dr. X', dataPrazo, status },
    });
  await processo('P-PERTO', '2026-06-20');
  await processo('P-CONCLUIDO', '2026-06-25', 'Concluído');
  await processo('P-LONGE', '2026-07-15');
});
afterAll(() => c.close());

const get = async (path: string) => {
  const res = await c.request(path, { token: c.admin.token });
  expect(res.status).toBe(200);
  return res.json();
};

describe('dashboard', () => {
  it('computes the cards, trends and charts from the data', async () => {
    const d = await get('/api/dashboard');
    expect(dashboardSchema.strict().parse(d)).toEqual(d);
    expect(d.estatisticas).toEqual({
      totalImoveis: 5,
      contratosAtivos: 2,
      taxaOcupacao: 50, // apto + casa of 4 rental properties
      receitaMensal: 1022.33,
      taxaInadimplencia: 14.6, // 2400 open of 16400 due so far
    });
    expect(d.tendencias).toEqual({
      totalImoveis: 25, // 4 → 5
      contratosAtivos: 0,
      taxaOcupacao: -25, // 66.7% (2 of 3) → 50%
      receitaMensal: -69.9, // 3400 in May → 1022.33
    });
    expect(d.graficos.receitaData).toEqual([
      { mes: 'jan', valor: 2400, meta: 15000 },
      { mes: 'fev', valor: 2400, meta: 15000 },
      { mes: 'mar', valor: 2400, meta: 15000 },
      { mes: 'abr', valor: 2456, meta: 15000 },
      { mes: 'mai', valor: 3400, meta: 15000 },
      { mes: 'jun', valor: 1022.33, meta: 15000 },
    ]);
    expect(d.graficos.ocupacaoData).toEqual([
      { nome: 'Ocupados', valor: 40, cor: '#10b981' },
      { nome: 'Disponíveis', valor: 40, cor: '#3b82f6' },
      { nome: 'Manutenção', valor: 20, cor: '#f59e0b' },
    ]);
    expect(d.graficos.tipoImovelData).toEqual([
      { categoria: 'Apartamento', receita: 12056 },
      { categoria: 'Casa', receita: 2022.33 },
    ]);
    expect(d.graficos.receitaPorCategoria).toEqual([
      { categoria: 'Aluguel', valor: 12000, percentual: 85.2 },
      { categoria: 'Condomínio', valor: 1500, percentual: 10.7 },
      { categoria: 'IPTU', valor: 500, percentual: 3.6 },
      { categoria: 'Multas e juros', valor: 78.33, percentual: 0.6 },
    ]);
  });

  it('lists real alerts, most urgent first, and the next due dates', async () => {
    const d = await get('/api/dashboard');
    expect(d.alertas).toEqual([
      {
        id: `atraso-${ct1}`,
        tipo: 'danger',
        titulo: 'Pagamento em atraso: CT-1 (Mariana Costa)',
        acao: '1 parcela vencida, total R$ 2.400,00. Enviar cobrança',
        prioridade: 'Alta',
        data: '2026-06-10',
      },
      {
        id: expect.stringMatching(/^prazo-/),
        tipo: 'warning',
        titulo: 'Prazo do processo P-PERTO',
        acao: 'Prazo em 20/06/2026. Verificar andamento',
        prioridade: 'Alta',
        data: '2026-06-20',
      },
      {
        id: `fim-${ct2}`,
        tipo: 'warning',
        titulo: 'Contrato CT-2 termina em breve',
        acao: 'Termina em 31/07/2026. Renovar ou encerrar',
        prioridade: 'Média',
        data: '2026-07-31',
      },
      {
        id: expect.stringMatching(/^pago-/),
        tipo: 'success',
        titulo: 'Pagamento recebido: CT-2 (Bruno Lima)',
        acao: 'Recebido R$ 1.022,33',
        prioridade: 'Baixa',
        data: '2026-06-12',
      },
    ]);
    expect(d.proximosVencimentos).toEqual([
      {
        contrato: 'CT-2',
        contratoId: ct2,
        pagamentoId: julhoCt2,
        inquilino: 'Bruno Lima',
        data: '2026-07-05',
        valor: 1000,
      },
    ]);
  });

  it('answers each helper call with its part of the payload', async () => {
    const d = await get('/api/dashboard');
    expect(await get('/api/dashboard/estatisticas')).toEqual(d.estatisticas);
    expect(await get('/api/dashboard/receita-mensal')).toEqual(d.graficos.receitaData);
    expect(await get('/api/dashboard/ocupacao')).toEqual(d.graficos.ocupacaoData);
    expect(await get('/api/dashboard/receita-por-tipo')).toEqual(d.graficos.tipoImovelData);
    expect(await get('/api/dashboard/receita-por-categoria')).toEqual(d.graficos.receitaPorCategoria);
    expect(await get('/api/dashboard/alertas')).toEqual(d.alertas);
    expect(await get('/api/dashboard/proximos-vencimentos')).toEqual(d.proximosVencimentos);
  });

  it('is admin only: every route answers 401 without a session and 403 to tenants and brokers', async () => {
    const rotas = [
      ['GET', ''],
      ['GET', '/estatisticas'],
      ['GET', '/receita-mensal'],
      ['GET', '/ocupacao'],
      ['GET', '/receita-por-tipo'],
      ['GET', '/receita-por-categoria'],
      ['GET', '/alertas'],
      ['GET', '/proximos-vencimentos'],
      ['POST', '/enviar-cobrancas'],
      ['POST', '/relatorio'],
    ] as const;
    for (const [method, sub] of rotas) {
      expect(await (await c.request(`/api/dashboard${sub}`, { method })).json()).toEqual(ERRO_401);
      for (const token of [c.inquilinoA.token, c.corretor.token]) {
        const res = await c.request(`/api/dashboard${sub}`, { method, token });
        expect([res.status, await res.json()]).toEqual([403, ERRO_403]);
      }
    }
    // The refused actions sent nothing.
    expect(await c.db.selectFrom('emails').select('id').execute()).toEqual([]);
    expect(await c.db.selectFrom('notificacoes').select('id').execute()).toEqual([]);
  });

  it('sends billing notices for every overdue payment', async () => {
    const res = await c.request('/api/dashboard/enviar-cobrancas', { method: 'POST', token: c.admin.token });
    expect(await res.json()).toEqual({ enviados: 1 });
    const email = await c.db.selectFrom('emails').selectAll().executeTakeFirstOrThrow();
    expect(email).toMatchObject({ para: 'mariana@teste.com', assunto: 'Aviso de cobrança - contrato CT-1' });
  });

  it('builds the monthly report and e-mails it to the administration address', async () => {
    const res = await c.request('/api/dashboard/relatorio', { method: 'POST', token: c.admin.token });
    const corpo = await res.json();
    expect(corpo).toMatchObject({
      enviadoPara: 'administracao@moradaimoveis.com.br',
      destinatario: 'administracao@moradaimoveis.com.br',
      arquivo: 'relatorio_2026-06.csv',
    });
    expect(corpo.csv).toContain('"Receita Mensal (R$)","1022.33"');
    expect(corpo.csv).toContain('"Taxa de Inadimplência (%)","14.6"');
    const email = await c.db
      .selectFrom('emails')
      .selectAll()
      .where('para', '=', 'administracao@moradaimoveis.com.br')
      .executeTakeFirstOrThrow();
    expect(email).toMatchObject({ assunto: 'Relatório mensal 2026-06', anexo_nome: 'relatorio_2026-06.csv' });
    expect(email.corpo).toContain('"abr","2456","15000"');
  });
});
