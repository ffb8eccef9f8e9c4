import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCenario, inquilino, type Cenario } from '../contratos/cenario.fixture';
import { registerBillingFactory } from '../pagamentos/boletos/billing';
import { espiarBoletos } from '../pagamentos/boletos/espiao.fixture';
import { acoesDeRescisao, AGORA_RESCISAO } from './rescisoes.fixture';

// Clock: 15/06/2026. A contract from 01/06/2026 whose June (R$ 2.400,00) already has receipts when
// the tenant leaves on 15/06: the pro rata of June is 1.200,00.
let c: Cenario;
let provider: ReturnType<typeof espiarBoletos>;
const { pagamentos, rescindir } = acoesDeRescisao(() => c);

beforeAll(async () => {
  c = await criarCenario({ now: AGORA_RESCISAO });
  provider = espiarBoletos();
});
afterAll(async () => {
  registerBillingFactory(undefined);
  await c.close();
});

describe('o mês da saída já com recebimentos', () => {
  const parcial = async (numero: string, email: string, valorRecebido: number) => {
    const id = (
      await c.criarContrato({
        numero,
        imovelId: await c.imovel(`Apto ${numero}`, 'Apartamento', 'Aluguel'),
        dataInicio: '2026-06-01',
        dataFim: '2027-05-31',
        inquilino: inquilino(numero, email),
      })
    )._id;
    await c.gerar(id, 3);
    const junho = (await pagamentos(id)).find((p) => p.competencia === '2026-06')!;
    const pago = await c.request(`/api/pagamentos/${junho.id}/pagar`, {
      method: 'PATCH',
      token: c.admin.token,
      json: { dataPagamento: '2026-06-10', valorRecebido, meio: 'PIX' },
    });
    expect(pago.status).toBe(200);
    return id;
  };

  it('charges what the receipts lack of the pro rata in the settlement; the month keeps its receipts', async () => {
    const id = await parcial('CT-PARCIAL', 'parcial@teste.com', 500);
    provider.emitidos.length = 0;
    const r = await (await rescindir(id, { dataSaida: '2026-06-15', motivo: 'acordo' })).json();
    expect(r.calculo).toMatchObject({ proRataCobrado: 700, creditoMesPago: 0, saldo: 700 });
    const lista = await pagamentos(id);
    // June keeps the 500,00 received and is settled; the 700,00 left is the settlement's charge.
    expect(lista.find((p) => p.competencia === '2026-06')).toMatchObject({
      valor: 500,
      valorPago: 500,
      status: 'RECEIVED',
    });
    expect(lista.find((p) => p.competencia === '2026-06-R')).toMatchObject({
      valor: 700,
      status: 'PENDING',
      vencimento: '2026-06-25',
      multa: 0,
      juros: 0,
    });
    expect(lista.filter((p) => p.status === 'PENDING' || p.status === 'OVERDUE')).toHaveLength(1);
    expect(provider.emitidos.map((e) => e.valor)).toEqual([700]);
  });

  it('gives back what the receipts exceed, and the month is settled', async () => {
    const id = await parcial('CT-PAGO', 'pago@teste.com', 2400);
    const r = await (await rescindir(id, { dataSaida: '2026-06-15', motivo: 'acordo' })).json();
    expect(r.calculo).toMatchObject({ proRataCobrado: 0, creditoMesPago: 1200, saldo: -1200 });
    const junho = (await pagamentos(id)).find((p) => p.competencia === '2026-06')!;
    expect(junho).toMatchObject({ status: 'RECEIVED', valor: 2400 });
  });
});
