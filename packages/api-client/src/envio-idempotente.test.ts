import { describe, expect, it, vi } from 'vitest';
import { createApi } from './api';
import { createClient } from './client';
import { criarEnvioIdempotente } from './envio-idempotente';
import { memoryStorage } from './session';
import { fakeLocation } from './test/location';

// Security issue 31: the back office sends one Idempotency-Key per money form submission.

const montar = (resposta: () => Response | Promise<Response>) => {
  const fetch = vi.fn(async (_url: string, _init: RequestInit) => resposta());
  const api = createApi(createClient({ fetch, storage: memoryStorage(), location: fakeLocation() }));
  const chaves = () => fetch.mock.calls.map(([, init]) => new Headers(init.headers).get('Idempotency-Key'));
  return { api, chaves };
};
const RECEBIMENTO = { dataPagamento: '2026-11-20', valorRecebido: 100, meio: 'PIX' } as const;

describe('Idempotency-Key das escritas de dinheiro', () => {
  it('each money call sends the key it is given, and none without one', async () => {
    const { api, chaves } = montar(() => Response.json({}));
    await api.pagamentos.pagar('p1', RECEBIMENTO, 'k-pagar');
    await api.repasses.pagar({ repasses: ['a:2026-05'], data: '2026-06-10', meio: 'pix' }, 'k-repasse');
    await api.repasses.despesas.registrar(
      { imovelId: 'i1', data: '2026-06-03', descricao: 'x', valor: '10,00' },
      null,
      'k-despesa',
    );
    await api.repasses.despesas.registrar(
      { imovelId: 'i1', data: '2026-06-03', descricao: 'x', valor: '10,00' },
      new File(['%PDF'], 'nota.pdf', { type: 'application/pdf' }),
      'k-despesa-arquivo',
    );
    await api.ciclo.rescisao.registrar('c1', { dataSaida: '2026-06-15', motivo: 'pelo-locatario' }, 'k-resc');
    await api.pagamentos.pagar('p1', RECEBIMENTO);
    expect(chaves()).toEqual(['k-pagar', 'k-repasse', 'k-despesa', 'k-despesa-arquivo', 'k-resc', null]);
  });

  it('one fresh key per submission; the same key when the same submission is sent again after a failure', async () => {
    let falhar = true;
    const { api, chaves } = montar(() => {
      if (falhar) throw new TypeError('Failed to fetch');
      return Response.json({});
    });
    const enviar = criarEnvioIdempotente();
    const pagar = (dados: typeof RECEBIMENTO | { valorRecebido: number }) =>
      enviar(['p1', dados], (chave) => api.pagamentos.pagar('p1', { ...RECEBIMENTO, ...dados }, chave));
    await expect(pagar(RECEBIMENTO)).rejects.toThrow();
    falhar = false;
    await pagar(RECEBIMENTO); // the retry of the failed submission
    await pagar(RECEBIMENTO); // a new submission, identical: a new key
    await pagar({ valorRecebido: 150 });
    const [primeira, retry, nova, outra] = chaves();
    expect(primeira).toMatch(/^[0-9a-f-]{36}$/);
    expect(retry).toBe(primeira);
    expect(nova).not.toBe(primeira);
    expect(outra).not.toBe(nova);
  });
});
