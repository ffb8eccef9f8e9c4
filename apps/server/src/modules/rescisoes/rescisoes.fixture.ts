import { expect } from 'vitest';
import type { Cenario } from '../contratos/cenario.fixture';

/** The clock of the rescisão tests: 15/06/2026, the day the tenant of CT-R leaves. */
export const AGORA_RESCISAO = new Date('2026-06-15T12:00:00Z');

export type P = { id: string; competencia: string; status: string; valor: number } & Record<string, unknown>;

export const entrada = { dataSaida: '2026-06-15', motivo: 'pelo-locatario', caucaoDestino: 'abater' };

/** The contract's payments, its settlement and its simulation, as the admin asks for them. */
export const acoesDeRescisao = (cenario: () => Cenario) => ({
  pagamentos: async (id: string): Promise<P[]> =>
    (await cenario().request(`/api/contratos/${id}/pagamentos`, { token: cenario().admin.token })).json(),
  rescindir: (id: string, json: unknown = entrada, token = cenario().admin.token) =>
    cenario().request(`/api/contratos/${id}/rescisao`, { method: 'POST', token, json }),
  simular: (id: string, json: unknown = entrada, token = cenario().admin.token) =>
    cenario().request(`/api/contratos/${id}/rescisao/simular`, { method: 'POST', token, json }),
});

/**
 * CT-R: 01/01/2025–31/12/2027, 24 payments paid up to 04/2026, a reajuste kept at the same rent
 * and a caução of R$ 4.000,00. Answers the contract's id.
 */
export const criarContratoCtR = async (c: Cenario): Promise<string> => {
  const ct = (await c.criarContrato({ numero: 'CT-R', dataInicio: '2025-01-01', dataFim: '2027-12-31' }))._id;
  await c.gerar(ct, 24);
  await c.db
    .updateTable('pagamentos')
    .set((eb) => ({ status: 'RECEIVED', data_pagamento: eb.ref('vencimento') }))
    .where('contrato_id', '=', ct)
    .where('competencia', '<', '2026-05')
    .execute();
  // A reajuste kept at the same rent (the figures above stay): history that must survive the end.
  await c.db
    .insertInto('reajustes')
    .values({
      id: 'reajuste-ct-r',
      contrato_id: ct,
      aniversario: '2026-01-01',
      ordem: 1,
      indice: 'IGP-M',
      meses: '[]',
      variacao_acumulada: 0,
      aluguel_anterior_centavos: 200_000,
      aluguel_novo_centavos: 200_000,
      aplicado_em: '2026-01-02T12:00:00.000Z',
      aplicado_por: null,
    })
    .execute();
  const g = await c.request(`/api/contratos/${ct}/garantia`, {
    method: 'PUT',
    token: c.admin.token,
    json: { tipo: 'caucao', valor: '4.000,00', deposito: 'Poupança Caixa 123' },
  });
  expect(g.status).toBe(200);
  return ct;
};
