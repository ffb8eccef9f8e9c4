import { dashboardSchema, type RelatorioInadimplencia, type RelatorioOcupacao } from '@morada/domain';
import { CompiledQuery, type KyselyPlugin } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../../env';
import { partesMime, servidorSmtp } from '../../test/smtp-server';
import { textoDoPdf } from '../../test/pdf-texto';
import { criarCenario, ERRO_401, ERRO_403, type Cenario } from '../contratos/cenario.fixture';
import { alertas, proximosVencimentos } from './dashboard.alertas';
import { estatisticasETendencias, periodoDe, receitas } from './dashboard.indicadores';
import { livroDoCenario } from './livro.fixture';
import { get } from './dashboard.fixture';
import { emailsNaFilaSemSmtp } from '../../test/http-helpers';

// A small known agency on a fixed day (Monday 2026-06-15, 09:00 in São Paulo), every figure
// worked out by hand below. Money in the ledger is centavos; the API answers reais.
describe('dashboard', () => {
  let c: Cenario;
  let ct1: string;
  let ct2: string;
  let julhoCt2: string;
  beforeAll(async () => {
    c = await criarCenario({ now: new Date('2026-06-15T12:00:00Z') });
    const db = c.db;
    // Before June: apto, casa, loja (rental) and two sale listings; in June a rental in maintenance.
    await db.updateTable('imoveis').set({ data_cadastro: '2026-01-01T00:00:00.000Z' }).execute();
    await c.imovel('Terreno à venda', 'Terreno', 'Venda', 'Reservado', '2026-01-01T00:00:00.000Z');
    await c.imovel('Sala em reforma', 'Comercial', 'Aluguel', 'Manutenção', '2026-06-01T00:00:00.000Z');
    await db
      .updateTable('imoveis')
      .set({ status: 'Ocupado' })
      .where('id', 'in', [c.imoveis.apto, c.imoveis.casa])
      .execute();

    const l = livroDoCenario(c);
    // CT-1: 2000 + 300 + 100, due on the 10th, since January.
    ct1 = await l.contrato({
      numero: 'CT-1',
      dataInicio: '2026-01-01',
      dataFim: '2027-12-31',
      composicao: { aluguel: 200_000, condominio: 30_000, iptu: 10_000 },
    });
    // CT-2: 1000 of rent with 100 off, plus 50 of other charges (net 950), due on the 5th.
    ct2 = await l.contrato({
      numero: 'CT-2',
      inquilinoId: c.inquilinoB.id,
      imovelId: c.imoveis.casa,
      dataInicio: '2026-05-01',
      dataFim: '2026-07-31',
      diaVencimento: 5,
      composicao: { aluguel: 100_000, desconto: 10_000, outros: 5_000 },
    });
    const p1: string[] = [];
    for (const m of ['01', '02', '03', '04', '05', '06']) p1.push(await l.pagamento(ct1, `2026-${m}-10`));
    await l.receber(p1[0]!, '2026-01-10');
    await l.receber(p1[1]!, '2026-02-10');
    // March stays open: an old debt, which must not weigh on June's delinquency rate.
    await l.receber(p1[3]!, '2026-04-20'); // 10 days late: 2400 + multa 48 + juros 8
    await l.receber(p1[4]!, '2026-05-09');
    // June, 1 day late, partly paid: 1000 = juros 0.80 + multa 48 + 951.20 of principal
    // (792.67 rent, 118.90 condomínio, 39.63 IPTU); 1448.80 still open.
    await l.receber(p1[5]!, '2026-06-11', 100_000);
    const maio2 = await l.pagamento(ct2, '2026-05-05');
    const junho2 = await l.pagamento(ct2, '2026-06-05');
    julhoCt2 = await l.pagamento(ct2, '2026-07-05');
    await l.receber(maio2, '2026-05-05');
    await l.receber(junho2, '2026-06-12'); // 7 days late: 950 + multa 19 + juros 2.22

    const processo = (numero: string, dataPrazo: string, status = 'Aberto') =>
      c.postar('/api/juridico/processos', {
        numero,
        descricao: 'd',
        advogadoResponsavel: 'Dr. X',
        dataPrazo,
        status,
      });
    await processo('P-PERTO', '2026-06-20');
    await processo('P-CONCLUIDO', '2026-06-25', 'Concluído');
    await processo('P-LONGE', '2026-07-15');
  });
  afterAll(() => c.close());

  it('computes the cards, trends and charts from the amounts received', async () => {
    const d = await get(c, '/api/dashboard');
    expect(dashboardSchema.strict().parse(d)).toEqual(d);
    expect(d.estatisticas).toEqual({
      totalImoveis: 6,
      contratosAtivos: 2,
      taxaOcupacao: 50, // apto + casa of 4 rental properties (the 2 sale listings do not count)
      receitaMensal: 1971.22, // 971.22 (CT-2, June) + 1000 (CT-1, partial)
      // Due in June and already late: 2400 (CT-1) + 950 (CT-2); still open 1448.80 of CT-1.
      taxaInadimplencia: 43.2,
    });
    expect(d.tendencias).toEqual({
      totalImoveis: 20, // 5 → 6
      contratosAtivos: 0,
      taxaOcupacao: -25, // 66.7% (2 of 3) → 50%
      receitaMensal: -41.2, // 3350 in May → 1971.22
    });
    expect(d.graficos.receitaData).toEqual([
      { mes: 'jan', valor: 2400, meta: 15000 },
      { mes: 'fev', valor: 2400, meta: 15000 },
      { mes: 'mar', valor: 0, meta: 15000 },
      { mes: 'abr', valor: 2456, meta: 15000 },
      { mes: 'mai', valor: 3350, meta: 15000 },
      { mes: 'jun', valor: 1971.22, meta: 15000 },
    ]);
    expect(d.graficos.tipoImovelData).toEqual([
      { categoria: 'Apartamento', receita: 10656 },
      { categoria: 'Casa', receita: 1921.22 },
    ]);
    // The month of the 'Receita Mensal' card (1971.22), by each receipt's own split: rent net of
    // discount (other charges folded in: CT-2's 950 + CT-1's 792.67), condomínio, IPTU, and
    // multa + juros (CT-1 48 + 0.80, CT-2 19 + 2.22).
    expect(d.graficos.receitaPorCategoria).toEqual([
      { categoria: 'Aluguel', valor: 1742.67, percentual: 88.4 },
      { categoria: 'Condomínio', valor: 118.9, percentual: 6 },
      { categoria: 'IPTU', valor: 39.63, percentual: 2 },
      { categoria: 'Multas e juros', valor: 70.02, percentual: 3.6 },
    ]);
  });

  it('occupancy is one number: the card, the donut’s Ocupados slice and the report agree', async () => {
    const d = await get(c, '/api/dashboard');
    // Over the 4 rental properties only: the sale listing 'Reservado' is not a slice.
    expect(d.graficos.ocupacaoData).toEqual([
      { nome: 'Ocupados', valor: 50, cor: '#10b981' },
      { nome: 'Disponíveis', valor: 25, cor: '#3b82f6' },
      { nome: 'Manutenção', valor: 25, cor: '#f59e0b' },
    ]);
    const relatorio = (await get(c, '/api/relatorios/ocupacao')) as RelatorioOcupacao;
    expect(relatorio.taxaOcupacao).toBe(d.estatisticas.taxaOcupacao);
    expect(d.graficos.ocupacaoData[0].valor).toBe(d.estatisticas.taxaOcupacao);
    expect(relatorio.imoveis).toHaveLength(4);
    expect(relatorio.imoveis.find((i) => i.contrato === 'CT-1')?.valorAluguel).toBe(2000);
  });

  it('the inadimplência report’s current month is the card’s rate', async () => {
    const d = await get(c, '/api/dashboard');
    const r = (await get(c, '/api/relatorios/inadimplencia')) as RelatorioInadimplencia;
    expect(r.meses.at(-1)).toEqual({
      mes: '2026-06',
      devido: 3350,
      emAtraso: 1448.8,
      taxaInadimplencia: 43.2,
    });
    expect(r.meses.at(-1)!.taxaInadimplencia).toBe(d.estatisticas.taxaInadimplencia);
    expect(r.meses.find((m) => m.mes === '2026-03')).toEqual({
      mes: '2026-03',
      devido: 2400,
      emAtraso: 2400,
      taxaInadimplencia: 100,
    });
  });

  it('lists real alerts, most urgent first, and the next due dates', async () => {
    const d = await get(c, '/api/dashboard');
    expect(d.alertas).toEqual([
      {
        id: `atraso-${ct1}`,
        tipo: 'danger',
        titulo: 'Pagamento em atraso: CT-1 (Mariana Costa)',
        // March (2400) and what is still open of June (1448.80).
        acao: '2 parcelas vencidas, total R$ 3.848,80. Enviar cobrança',
        prioridade: 'Urgente',
        data: '2026-03-10',
        // The back office opens CT-1's payments from it.
        alvo: { tipo: 'pagamentos', id: ct1, numero: 'CT-1' },
      },
      {
        id: expect.stringMatching(/^prazo-/),
        tipo: 'warning',
        titulo: 'Prazo do processo P-PERTO',
        acao: 'Prazo em 20/06/2026. Verificar andamento',
        prioridade: 'Alta',
        data: '2026-06-20',
        alvo: { tipo: 'processo', id: expect.any(String), numero: 'P-PERTO' },
      },
      {
        id: `fim-${ct2}`,
        tipo: 'warning',
        titulo: 'Contrato CT-2 termina em breve',
        acao: 'Termina em 31/07/2026. Renovar ou encerrar',
        prioridade: 'Média',
        data: '2026-07-31',
        alvo: { tipo: 'contrato', id: ct2, numero: 'CT-2' },
      },
      {
        id: expect.stringMatching(/^pago-/),
        tipo: 'success',
        titulo: 'Pagamento recebido: CT-2 (Bruno Lima)',
        acao: 'Recebido R$ 971,22',
        prioridade: 'Baixa',
        data: '2026-06-12',
        alvo: { tipo: 'pagamentos', id: ct2, numero: 'CT-2' },
      },
      {
        id: expect.stringMatching(/^pago-/),
        tipo: 'success',
        titulo: 'Pagamento recebido: CT-1 (Mariana Costa)',
        acao: 'Recebido R$ 1.000,00',
        prioridade: 'Baixa',
        data: '2026-06-11',
        alvo: { tipo: 'pagamentos', id: ct1, numero: 'CT-1' },
      },
    ]);
    expect(d.proximosVencimentos).toEqual([
      {
        contrato: 'CT-2',
        contratoId: ct2,
        pagamentoId: julhoCt2,
        inquilino: 'Bruno Lima',
        data: '2026-07-05',
        valor: 950,
      },
    ]);
  });

  it('answers each helper call with its part of the payload', async () => {
    const d = await get(c, '/api/dashboard');
    expect(await get(c, '/api/dashboard/estatisticas')).toEqual(d.estatisticas);
    expect(await get(c, '/api/dashboard/receita-mensal')).toEqual(d.graficos.receitaData);
    expect(await get(c, '/api/dashboard/ocupacao')).toEqual(d.graficos.ocupacaoData);
    expect(await get(c, '/api/dashboard/receita-por-tipo')).toEqual(d.graficos.tipoImovelData);
    expect(await get(c, '/api/dashboard/receita-por-categoria')).toEqual(d.graficos.receitaPorCategoria);
    expect(await get(c, '/api/dashboard/alertas')).toEqual(d.alertas);
    expect(await get(c, '/api/dashboard/proximos-vencimentos')).toEqual(d.proximosVencimentos);
  });

  it('reads indexes, never a whole payments or receipts table (SQLite plans)', async () => {
    if (c.deps.env.DATABASE_URL) return; // PostgreSQL plans depend on its statistics.
    const consultas: CompiledQuery[] = [];
    const gravador: KyselyPlugin = {
      transformQuery: (a) => {
        consultas.push(c.db.getExecutor().compileQuery(a.node, a.queryId));
        return a.node;
      },
      transformResult: async (a) => a.result,
    };
    const db = c.db.withPlugin(gravador);
    const p = periodoDe(c.deps.now());
    await Promise.all([
      estatisticasETendencias(db, p),
      receitas(db, p, 1),
      alertas(db, p),
      proximosVencimentos(db, p),
    ]);
    expect(consultas.length).toBeGreaterThan(5);
    for (const q of consultas) {
      const plano = await c.db.executeQuery<{ detail: string }>(
        CompiledQuery.raw(`explain query plan ${q.sql}`, [...q.parameters]),
      );
      const linhas = plano.rows.map((r) => r.detail);
      expect(
        // 'SCAN x USING … INDEX' reads a whole index: as bad as the table. Only SEARCH is a range.
        linhas.filter((l) => /^SCAN (pagamentos|recebimentos|p|r)\b/.test(l)),
        `${q.sql}\n${linhas.join('\n')}`,
      ).toEqual([]);
    }
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

  it('sends billing notices for every late payment', async () => {
    const res = await c.request('/api/dashboard/enviar-cobrancas', { method: 'POST', token: c.admin.token });
    // CT-1's March and June: both notices posted; without SMTP their e-mails wait in the outbox.
    expect(await res.json()).toEqual({
      avisos: 2,
      emails: emailsNaFilaSemSmtp(2),
    });
    const emails = await c.db.selectFrom('emails').selectAll().execute();
    expect(emails.map((e) => [e.para, e.assunto])).toEqual([
      ['mariana@teste.com', 'Aviso de cobrança - contrato CT-1'],
      ['mariana@teste.com', 'Aviso de cobrança - contrato CT-1'],
    ]);
  });

  it('builds the monthly report and e-mails it to the administration address', async () => {
    const res = await c.request('/api/dashboard/relatorio', { method: 'POST', token: c.admin.token });
    const corpo = await res.json();
    expect(corpo).toMatchObject({
      enviadoPara: 'administracao@moradaimoveis.com.br',
      destinatario: 'administracao@moradaimoveis.com.br',
      arquivo: 'relatorio_2026-06.csv',
    });
    // Excel pt-BR: cells split on ;, numbers with a decimal comma.
    expect(corpo.csv).toContain('\r\nReceita Mensal (R$);1971,22\r\n');
    expect(corpo.csv).toContain('\r\nTaxa de Inadimplência (%);43,2\r\n');
    const email = await c.db
      .selectFrom('emails')
      .selectAll()
      .where('para', '=', 'administracao@moradaimoveis.com.br')
      .executeTakeFirstOrThrow();
    // The outbox keeps the message and the files' names; the files themselves go to SMTP.
    expect(email).toMatchObject({
      assunto: 'Relatório mensal 2026-06',
      corpo: 'Segue em anexo o relatório mensal de 2026-06.',
      anexo_nome: 'relatorio_2026-06.csv, relatorio_2026-06.pdf',
    });
  });

  it('delivers the monthly report with the CSV and the PDF attached', async () => {
    const { server, porta, mensagens } = await servidorSmtp([]);
    const envAntes = c.deps.env;
    try {
      c.deps.env = loadEnv({ NODE_ENV: 'test', DATA_DIR: c.dataDir, SMTP_URL: `smtp://127.0.0.1:${porta}` });
      const res = await c.request('/api/dashboard/relatorio', { method: 'POST', token: c.admin.token });
      const { csv } = await res.json();
      await vi.waitFor(() => expect(mensagens).toHaveLength(1), { timeout: 5000 });
      expect(mensagens[0]!.para).toEqual(['administracao@moradaimoveis.com.br']);
      const partes = partesMime(mensagens[0]!.dados);
      expect(partes.find((p) => p.tipo === 'text/plain')?.texto).toBe(
        'Segue em anexo o relatório mensal de 2026-06.',
      );
      const anexoCsv = partes.find((p) => p.nome === 'relatorio_2026-06.csv');
      expect(anexoCsv?.texto).toBe(csv);
      expect(anexoCsv?.texto).toContain('\r\nabr;2456;15000\r\n');
      const anexoPdf = partes.find((p) => p.nome === 'relatorio_2026-06.pdf');
      expect(anexoPdf?.tipo).toBe('application/pdf');
      const texto = textoDoPdf(new Uint8Array(anexoPdf!.conteudo));
      expect(texto).toContain('Relatório mensal 2026-06');
      expect(texto).toContain('Receita Mensal (R$)');
    } finally {
      c.deps.env = envAntes;
      server.close();
    }
  });
});
