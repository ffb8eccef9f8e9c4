import { MSG_FINANCEIRO, type ValorDevido } from '@morada/domain';
import { describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { montarApiFalsa } from './test/api-falsa';

describe('pagamentos (the rental ledger calls)', () => {
  it('pagar sends the date, the amount received and how it was received', async () => {
    const { api, pedido } = montarApiFalsa(() => Response.json({ id: 'p1', status: 'PENDING' }));
    await api.pagamentos.pagar('p1', { dataPagamento: '2026-11-20', valorRecebido: 1000.5, meio: 'PIX' });
    expect(pedido()).toEqual({
      url: '/api/pagamentos/p1/pagar',
      metodo: 'PATCH',
      corpo: { dataPagamento: '2026-11-20', valorRecebido: 1000.5, meio: 'PIX' },
    });
  });

  it("pagar's field errors reach the form by field name", async () => {
    const corpo = {
      erro: 'Dados inválidos',
      message: 'Dados inválidos',
      codigo: 'VALIDACAO',
      erros: [{ valorRecebido: MSG_FINANCEIRO.erros.valorAcimaDevido('R$ 1.800,00') }],
    };
    const { api } = montarApiFalsa(() => Response.json(corpo, { status: 400 }));
    const erro = (await api.pagamentos
      .pagar('p1', { dataPagamento: '2026-11-20', valorRecebido: 5000, meio: 'Dinheiro' })
      .catch((e: unknown) => e)) as ApiError;
    expect(erro).toBeInstanceOf(ApiError);
    expect(erro.errosPorCampo).toEqual({
      valorRecebido: 'Valor recebido maior que o valor devido nessa data (R$ 1.800,00)',
    });
  });

  it('devido asks for the amount due on a date and answers it as sent', async () => {
    const devido: ValorDevido = {
      data: '2026-11-20',
      prazo: '2026-11-09',
      diasAtraso: 15,
      principal: 1800,
      multa: 36,
      juros: 9,
      total: 1845,
    };
    const { api, pedido } = montarApiFalsa(() => Response.json(devido));
    expect(await api.pagamentos.devido('p 1', '2026-11-20')).toEqual(devido);
    expect(pedido()).toMatchObject({ url: '/api/pagamentos/p%201/devido?data=2026-11-20', metodo: 'GET' });
  });

  it("devido's fallback names the action", async () => {
    const { api } = montarApiFalsa(() => new Response('Bad Gateway', { status: 502 }));
    await expect(api.pagamentos.devido('p1', '2026-11-20')).rejects.toMatchObject({
      mensagem: 'Erro de comunicação (502) ao calcular o valor devido.',
    });
  });
});
