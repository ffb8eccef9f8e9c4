import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCenario, type Cenario } from '../modules/contratos/cenario.fixture';

let c: Cenario;
beforeAll(async () => {
  c = await criarCenario();
});
afterAll(() => c.close());

/** 30 February, 31 April, year 0000 and year 9999: well-formed strings, impossible or absurd days. */
const IMPOSSIVEIS = ['2026-02-30', '2026-04-31', '0000-01-01', '9999-12-31'];

const campoDoErro = async (res: Response) => {
  expect(res.status).toBe(400);
  const erros = ((await res.json()) as { erros: Record<string, string>[] }).erros;
  return erros.flatMap((e) => Object.entries(e));
};

describe('one date schema refuses impossible dates on every route that takes a date', () => {
  it('contract start and end', async () => {
    for (const [i, data] of IMPOSSIVEIS.entries()) {
      for (const campo of ['dataInicio', 'dataFim']) {
        const res = await c.postarContrato({
          numero: `CT-D${i}${campo}`,
          imovelId: c.imoveis.loja,
          [campo]: data,
        });
        expect(await campoDoErro(res)).toContainEqual([campo, 'Data inválida']);
      }
    }
  });

  it('case deadline (prazo) of a legal case', async () => {
    for (const data of IMPOSSIVEIS) {
      const res = await c.postar('/api/juridico/processos', {
        numero: 'P-1',
        descricao: 'd',
        advogadoResponsavel: 'Dra. Eva',
        dataPrazo: data,
      });
      expect(await campoDoErro(res)).toEqual([['dataPrazo', 'Data inválida']]);
    }
  });

  it('the payment date and the amount-due date of a payment', async () => {
    const contrato = await c.criarContrato({ numero: 'CT-DP', imovelId: c.imoveis.loja });
    const gerar = await c.postar(`/api/contratos/${contrato._id}/gerar-pagamentos`, { meses: 1 });
    expect(gerar.status).toBe(201);
    const [pagamento] = (await gerar.json()) as { id: string }[];
    for (const data of IMPOSSIVEIS) {
      const pagar = await c.request(`/api/pagamentos/${pagamento!.id}/pagar`, {
        method: 'PATCH',
        token: c.admin.token,
        json: { dataPagamento: data, valorRecebido: 100, meio: 'PIX' },
      });
      expect(await campoDoErro(pagar)).toEqual([['dataPagamento', 'Data inválida']]);
      const devido = await c.request(`/api/pagamentos/${pagamento!.id}/devido?data=${data}`, {
        token: c.admin.token,
      });
      expect(await campoDoErro(devido)).toEqual([['data', 'Data inválida']]);
    }
  });
});
