import { expect } from 'vitest';
import { inquilino, type Cenario } from '../contratos/cenario.fixture';

/** The contracts of the reajuste tests, by what each one shows (see reajustes.test.ts). */
export type ContratosDeReajuste = Record<'ipca' | 'manter' | 'reduz' | 'espera' | 'fim' | 'futuro', string>;

/**
 * Creates the six contracts, generates the payments of CT-IPCA and CT-REDUZ and pays two months of
 * CT-IPCA: 12/2025 (past) and 03/2026 (in advance). Answers their ids.
 */
export const criarContratosDeReajuste = async (c: Cenario): Promise<ContratosDeReajuste> => {
  const ids = {} as ContratosDeReajuste;
  const apto2 = await c.imovel('Apto Moema', 'Apartamento', 'Aluguel');
  const casa2 = await c.imovel('Casa Lapa', 'Casa', 'Aluguel');
  const sala = await c.imovel('Sala Centro', 'Comercial', 'Aluguel');
  const base = {
    dataFim: '2026-12-31',
    valorAluguel: 2000,
    valorCondominio: 300,
    valorIPTU: 100,
    diaVencimento: 10,
  };
  ids.ipca = (
    await c.criarContrato({ ...base, numero: 'CT-IPCA', dataInicio: '2025-01-10', indiceReajuste: 'IPCA' })
  )._id;
  ids.manter = (
    await c.criarContrato({
      ...base,
      numero: 'CT-MANTER',
      imovelId: c.imoveis.casa,
      dataInicio: '2025-01-15',
      inquilino: inquilino('Bruno Lima', 'bruno@teste.com'),
    })
  )._id;
  ids.reduz = (
    await c.criarContrato({
      ...base,
      numero: 'CT-REDUZ',
      imovelId: c.imoveis.loja,
      dataInicio: '2025-02-01',
      reajusteMesBase: '2025-01',
      reajusteNegativo: 'reduzir',
      inquilino: inquilino('Carla Dias', 'carla@teste.com'),
    })
  )._id;
  ids.espera = (
    await c.criarContrato({
      ...base,
      numero: 'CT-ESPERA',
      imovelId: apto2,
      dataInicio: '2025-02-05',
      indiceReajuste: 'IPCA',
      inquilino: inquilino('Davi Reis', 'davi@teste.com'),
    })
  )._id;
  ids.fim = (
    await c.criarContrato({
      ...base,
      numero: 'CT-FIM',
      imovelId: casa2,
      dataInicio: '2025-01-02',
      status: 'Finalizado',
      inquilino: inquilino('Eva Luz', 'eva@teste.com'),
    })
  )._id;
  ids.futuro = (
    await c.criarContrato({
      ...base,
      numero: 'CT-FUTURO',
      imovelId: sala,
      dataInicio: '2025-06-01',
      inquilino: inquilino('Fabio Melo', 'fabio@teste.com'),
    })
  )._id;
  await c.gerar(ids.ipca, 24);
  await c.gerar(ids.reduz, 24);
  const pa: { id: string; competencia: string }[] = await (
    await c.request(`/api/contratos/${ids.ipca}/pagamentos`, { token: c.admin.token })
  ).json();
  // A past month paid, one left open, and a future one paid in advance.
  for (const competencia of ['2025-12', '2026-03']) {
    const p = pa.find((x) => x.competencia === competencia)!;
    const res = await c.request(`/api/pagamentos/${p.id}/pagar`, {
      method: 'PATCH',
      token: c.admin.token,
      json: { dataPagamento: '2026-01-15', valorRecebido: 2400, meio: 'PIX' },
    });
    expect(res.status).toBe(200);
  }
  return ids;
};
