import { calculoRescisaoSchema, diasEntre, formatBRL, MSG, MSG_CICLO, rescisaoSchema } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro } from '../../test/http-helpers';
import { textoDoPdf } from '../../test/pdf-texto';
import { criarCenario, ERRO_401, ERRO_403, inquilino, type Cenario } from '../contratos/cenario.fixture';
import { registerBillingFactory } from '../pagamentos/boletos/billing';
import { espiarBoletos } from '../pagamentos/boletos/espiao.fixture';
import { acoesDeRescisao, AGORA_RESCISAO, criarContratoCtR, entrada } from './rescisoes.fixture';
import { lerColuna } from '../../test/banco';

// Clock: 15/06/2026. CT-R: 01/01/2025–31/12/2027 (1095 days), R$ 2.000,00 + condomínio 300,00 +
// IPTU 100,00, due on the 10th, penalty of 3 rents, a caução of R$ 4.000,00; payments 01/2025–
// 12/2026, paid up to 04/2026. The tenant leaves on 15/06/2026:
//   days left = 16/06/2026–31/12/2027 = 564; penalty = 2.000,00 × 3 × 564/1095 = 3.090,41;
//   June pro rata = 15/30 of each component = 1.000,00 + 150,00 + 50,00 = 1.200,00;
//   May (due 10/05, a Sunday) is open: what is due on 15/06 with multa and juros.
let c: Cenario;
let ct: string;
let provider: ReturnType<typeof espiarBoletos>;
const { pagamentos, rescindir, simular } = acoesDeRescisao(() => c);

beforeAll(async () => {
  c = await criarCenario({ now: AGORA_RESCISAO });
  provider = espiarBoletos();
  ct = await criarContratoCtR(c);
});
afterAll(async () => {
  registerBillingFactory(undefined);
  await c.close();
});

describe('acesso às rotas de rescisão', () => {
  const rotas: [string, string][] = [
    ['POST', '/rescisao/simular'],
    ['POST', '/rescisao'],
    ['GET', '/rescisao'],
  ];
  it.each(rotas)('%s …%s: anonymous 401, tenant and broker 403', async (method, sufixo) => {
    const path = `/api/contratos/${ct}${sufixo}`;
    const json = method === 'POST' ? entrada : undefined;
    expect(await (await c.request(path, { method, json })).json()).toEqual(ERRO_401);
    for (const token of [c.inquilinoA.token, c.corretor.token]) {
      const res = await c.request(path, { method, token, json });
      expect([res.status, await res.json()]).toEqual([403, ERRO_403]);
    }
  });
});

describe('POST /api/contratos/:id/rescisao/simular', () => {
  it('answers the settlement in reais from the ledger, and writes nothing', async () => {
    const maio = (await pagamentos(ct)).find((p) => p.competencia === '2026-05')!;
    const devido = await (
      await c.request(`/api/pagamentos/${maio.id}/devido?data=2026-06-15`, { token: c.admin.token })
    ).json();
    expect(devido.multa).toBeGreaterThan(0);
    const res = await simular(ct);
    expect(res.status).toBe(200);
    const r = await res.json();
    expect(calculoRescisaoSchema.strict().parse(r)).toEqual(r);
    expect(diasEntre('2026-06-15', '2027-12-31')).toBe(564);
    const total = Math.round((devido.total + 1200 + 3090.41) * 100) / 100;
    expect(r).toEqual({
      abertos: [{ pagamentoId: maio.id, competencia: '2026-05', devido: devido.total }],
      totalAbertos: devido.total,
      proRata: {
        competencia: '2026-06',
        dias: 15,
        diasNoMes: 30,
        composicao: { aluguel: 1000, condominio: 150, iptu: 50, outros: 0, desconto: 0 },
        valor: 1200,
      },
      proRataCobrado: 1200,
      creditoMesPago: 0,
      multa: {
        aplicavel: true,
        dispensada: false,
        alugueis: 3,
        diasRestantes: 564,
        diasTotais: 1095,
        valor: 3090.41,
      },
      ajustes: [],
      totalDebitos: total,
      caucao: { valor: 4000, utilizada: 4000, devolvida: 0 },
      saldo: Math.round((total - 4000) * 100) / 100,
    });
    const contrato = await (await c.request(`/api/contratos/${ct}`, { token: c.admin.token })).json();
    expect(contrato).toMatchObject({ status: 'Ativo', rescisao: null });
  });

  it('waives the penalty, returns the caução and adds the adjustments when told to', async () => {
    const r = await (
      await simular(ct, {
        ...entrada,
        dispensarMulta: true,
        caucaoDestino: 'devolver',
        ajustes: [{ descricao: 'Pintura', valor: '800,00' }],
      })
    ).json();
    expect(r.multa).toMatchObject({ aplicavel: false, dispensada: true, valor: 0 });
    expect(r.caucao).toEqual({ valor: 4000, utilizada: 0, devolvida: 4000 });
    expect(r.ajustes).toEqual([{ descricao: 'Pintura', valor: 800 }]);
    expect(r.totalDebitos).toBe(Math.round((r.totalAbertos + 1200 + 800) * 100) / 100);
  });

  it('refuses bad input with the field, and unknown contracts', async () => {
    await esperarErro(
      await simular(ct, { ...entrada, dataSaida: '2024-12-31' }),
      400,
      MSG_CICLO.rescisao.erros.dataSaidaAntesDoInicio,
      [{ dataSaida: MSG_CICLO.rescisao.erros.dataSaidaAntesDoInicio }],
    );
    await esperarErro(
      await simular(ct, { ...entrada, dataSaida: '' }),
      400,
      MSG_CICLO.rescisao.erros.dataSaidaObrigatoria,
      [{ dataSaida: MSG_CICLO.rescisao.erros.dataSaidaObrigatoria }],
    );
    await esperarErro(
      await simular(ct, { ...entrada, motivo: 'x' }),
      400,
      MSG_CICLO.rescisao.erros.motivoInvalido,
      [{ motivo: MSG_CICLO.rescisao.erros.motivoInvalido }],
    );
    await esperarErro(
      await simular(ct, { ...entrada, ajustes: [{ descricao: 'x', valor: 0 }] }),
      400,
      MSG_CICLO.rescisao.erros.valorAjusteInvalido,
      [{ 'ajustes.0.valor': MSG_CICLO.rescisao.erros.valorAjusteInvalido }],
    );
    await esperarErro(await simular('desconhecido'), 404, MSG.api.contratoNaoEncontrado);
    await esperarErro(await rescindir('desconhecido'), 404, MSG.api.contratoNaoEncontrado);
    await esperarErro(
      await c.request(`/api/contratos/${ct}/rescisao`, { token: c.admin.token }),
      404,
      MSG_CICLO.rescisao.erros.rescisaoNaoEncontrada,
    );
  });
});

describe('POST /api/contratos/:id/rescisao', () => {
  it('refuses when a later month already has receipts, and changes nothing', async () => {
    const outro = (
      await c.criarContrato({
        numero: 'CT-ADIANTADO',
        imovelId: c.imoveis.casa,
        dataInicio: '2026-01-01',
        inquilino: inquilino('Bruno Lima', 'bruno@teste.com'),
      })
    )._id;
    await c.gerar(outro, 12);
    const agosto = (await pagamentos(outro)).find((p) => p.competencia === '2026-08')!;
    const pago = await c.request(`/api/pagamentos/${agosto.id}/pagar`, {
      method: 'PATCH',
      token: c.admin.token,
      json: { dataPagamento: '2026-06-10', valorRecebido: 100, meio: 'PIX' },
    });
    expect(pago.status).toBe(200);
    const antes = await pagamentos(outro);
    await esperarErro(await rescindir(outro), 409, MSG_CICLO.rescisao.erros.recebimentoFuturo('08/2026'));
    expect(await pagamentos(outro)).toEqual(antes);
    const contrato = await (await c.request(`/api/contratos/${outro}`, { token: c.admin.token })).json();
    expect(contrato.status).toBe('Ativo');
  });

  it('ends the contract: month of leaving pro rata, later months cancelled, property free, tenant told', async () => {
    const simulado = await (await simular(ct)).json();
    const antes = await pagamentos(ct);
    const junhoAntes = antes.find((p) => p.competencia === '2026-06')!;
    provider.cancelados.length = 0;
    provider.emitidos.length = 0;
    const res = await rescindir(ct, { ...entrada, observacoes: 'Chaves entregues' });
    expect(res.status).toBe(201);
    const r = await res.json();
    expect(rescisaoSchema.strict().parse(r)).toEqual(r);
    expect(r).toMatchObject({
      contratoId: ct,
      contratoNumero: 'CT-R',
      dataSaida: '2026-06-15',
      motivo: 'pelo-locatario',
      dispensarMulta: false,
      caucaoDestino: 'abater',
      observacoes: 'Chaves entregues',
      calculo: simulado,
      pagamentosCancelados: 6,
      boletosPendentes: [],
      registradaPor: c.admin.id,
    });

    const contrato = await (await c.request(`/api/contratos/${ct}`, { token: c.admin.token })).json();
    expect(contrato).toMatchObject({
      status: 'Finalizado',
      dataFim: '2027-12-31',
      rescisao: { dataSaida: '2026-06-15', motivo: 'pelo-locatario' },
    });
    const imovel = await lerColuna(c.db, 'imoveis', 'status', { id: c.imoveis.apto });
    expect(imovel.status).toBe('Disponível');

    // May (open) and June are folded into the settlement, which is one new payment of the saldo.
    const depois = await pagamentos(ct);
    expect(depois).toHaveLength(25);
    const por = (s: string) => depois.filter((p) => p.status === s).map((p) => p.competencia);
    expect(por('CANCELLED')).toEqual([
      '2026-05',
      '2026-06',
      '2026-07',
      '2026-08',
      '2026-09',
      '2026-10',
      '2026-11',
      '2026-12',
    ]);
    expect(por('RECEIVED')).toHaveLength(16);
    const acerto = depois.find((p) => p.competencia === '2026-06-R')!;
    expect(acerto).toMatchObject({
      status: 'PENDING',
      vencimento: '2026-06-25',
      valor: r.calculo.saldo,
      multa: 0,
      juros: 0,
      valorAtualizado: r.calculo.saldo,
    });
    expect(r.cobranca).toEqual({ pagamentoId: acerto.id, valor: r.calculo.saldo, vencimento: '2026-06-25' });
    expect(r.devolucao).toBeNull();
    // The old May and June boletos and the six later ones are cancelled; the settlement is issued.
    expect(provider.cancelados).toHaveLength(8);
    expect(provider.cancelados).toContain(junhoAntes.providerId ?? provider.cancelados[0]);
    expect(provider.emitidos.map((e) => [e.pagamentoId, e.valor])).toEqual([[acerto.id, r.calculo.saldo]]);

    const reajustes = await c.request(`/api/contratos/${ct}/reajustes`, { token: c.admin.token });
    expect((await reajustes.json()).map((h: { id: string }) => h.id)).toEqual(['reajuste-ct-r']);
    const nota = await c.db
      .selectFrom('notificacoes')
      .select(['titulo', 'mensagem'])
      .where('usuario_id', '=', c.inquilinoA.id)
      .where('origem', '=', 'rescisao')
      .execute();
    expect(nota).toEqual([
      {
        titulo: 'Contrato encerrado',
        mensagem: `O contrato CT-R foi encerrado com saída em 15/06/2026. Saldo a pagar: ${formatBRL(r.calculo.saldo)}.`,
      },
    ]);
    const lido = await (await c.request(`/api/contratos/${ct}/rescisao`, { token: c.admin.token })).json();
    expect(lido).toEqual(r);
  });

  it('refuses a second rescisão, a simulation and a guarantee change of the ended contract', async () => {
    await esperarErro(await rescindir(ct), 409, MSG_CICLO.rescisao.erros.contratoEncerrado);
    await esperarErro(await simular(ct), 409, MSG_CICLO.rescisao.erros.contratoEncerrado);
    await esperarErro(
      await c.request(`/api/contratos/${ct}/garantia`, {
        method: 'PUT',
        token: c.admin.token,
        json: { tipo: 'caucao', valor: 100, deposito: 'x' },
      }),
      409,
      MSG_CICLO.garantia.erros.contratoEncerrado,
    );
  });

  it('creates the month of leaving when it was not generated; no penalty when the landlord ends it', async () => {
    const sem = (
      await c.criarContrato({
        numero: 'CT-SEM',
        imovelId: c.imoveis.loja,
        dataInicio: '2026-06-01',
        dataFim: '2027-05-31',
        inquilino: inquilino('Carla Dias', 'carla@teste.com'),
      })
    )._id;
    provider.emitidos.length = 0;
    const res = await rescindir(sem, { dataSaida: '2026-06-10', motivo: 'pelo-locador' });
    expect(res.status).toBe(201);
    const r = await res.json();
    // 10/30 of 2.000,00 = 666,67; of 300,00 = 100,00; of 100,00 = 33,33.
    expect(r.calculo).toMatchObject({
      abertos: [],
      proRata: { composicao: { aluguel: 666.67, condominio: 100, iptu: 33.33 }, valor: 800 },
      multa: { aplicavel: false, valor: 0 },
      caucao: null,
      saldo: 800,
    });
    // Issue 32: the pro rata was born overdue (due 10/06, created on 15/06). Now the settlement
    // charge is due 10 days after the rescisão, without multa or juros.
    const lista = await pagamentos(sem);
    expect(lista).toEqual([
      expect.objectContaining({
        competencia: '2026-06-R',
        vencimento: '2026-06-25',
        valor: 800,
        status: 'PENDING',
        multa: 0,
        juros: 0,
        composicao: { aluguel: 666.67, condominio: 100, iptu: 33.33, outros: 0, desconto: 0 },
      }),
    ]);
    expect(provider.emitidos.map((e) => e.valor)).toEqual([800]);
  });
});

describe('GET /api/contratos/:id/rescisao/termo.pdf', () => {
  it("is the termo with the settlement, for admins and the contract's own tenant", async () => {
    const r = await (await c.request(`/api/contratos/${ct}/rescisao`, { token: c.admin.token })).json();
    for (const token of [c.admin.token, c.inquilinoA.token]) {
      const res = await c.request(`/api/contratos/${ct}/rescisao/termo.pdf`, { token });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const texto = textoDoPdf(new Uint8Array(await res.arrayBuffer()));
      expect(texto).toContain('Termo de rescisão de contrato de locação');
      expect(texto).toContain('Mariana Costa');
      expect(texto).toContain('Contrato nº CT-R, com prazo de 01/01/2025 a 31/12/2027.');
      expect(texto).toContain('Data de saída: 15/06/2026. Motivo: Rescisão pelo locatário.');
      expect(texto).toContain('Multa rescisória proporcional (3 aluguéis × 564/1095 dias restantes)');
      expect(texto).toContain(formatBRL(3090.41));
      expect(texto).toContain(MSG_CICLO.rescisao.linhas.caucaoUtilizada);
      expect(texto).toContain(MSG_CICLO.rescisao.linhas.saldoLocatario);
      expect(texto).toContain(formatBRL(r.calculo.saldo));
    }
  });

  it('is refused to anonymous users, other tenants and brokers; 404 before a rescisão', async () => {
    const path = `/api/contratos/${ct}/rescisao/termo.pdf`;
    expect(await (await c.request(path)).json()).toEqual(ERRO_401);
    for (const token of [c.inquilinoB.token, c.corretor.token]) {
      const res = await c.request(path, { token });
      expect([res.status, await res.json()]).toEqual([403, ERRO_403]);
    }
    const ativo = (await lerColuna(c.db, 'contratos', 'id', { numero: 'CT-ADIANTADO' })).id;
    await esperarErro(
      await c.request(`/api/contratos/${ativo}/rescisao/termo.pdf`, { token: c.admin.token }),
      404,
      MSG_CICLO.rescisao.erros.rescisaoNaoEncontrada,
    );
  });

  it("lists the contract and the termo first among the tenant's documents", async () => {
    const r = await (await c.request('/api/locatario/resumo', { token: c.inquilinoA.token })).json();
    expect(r.documentos.slice(0, 2)).toEqual([
      {
        id: `contrato-${ct}`,
        titulo: 'Contrato de locação nº CT-R',
        data: '2025-01-01',
        arquivo: `/api/contratos/${ct}/documento.pdf`,
      },
      {
        id: expect.stringMatching(/^rescisao-/),
        titulo: 'Termo de rescisão do contrato nº CT-R',
        data: '2026-06-15',
        arquivo: `/api/contratos/${ct}/rescisao/termo.pdf`,
      },
    ]);
  });
});
