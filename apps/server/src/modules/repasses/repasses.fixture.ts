import { randomUUID } from 'node:crypto';
import { criarCenario, type Cenario, INQUILINO_BRUNO } from '../contratos/cenario.fixture';

/**
 * The owners' world of the repasse tests (clock 15/06/2026). Test support only.
 *   Owner A (Ana Proprietária) owns 'Apto Jardins' (CT-1: 2.000,00 + condomínio 500,00 + IPTU
 *   100,00; 10 % with a minimum of 150,00; half of multa/juros is the owner's) and 'Casa Vila'
 *   (CT-3: 1.000,00 alone, 10 %, minimum 150,00).
 *   Owner B (Bruno Proprietário) owns 'Loja Centro' (CT-2: 1.000,00 alone; intermediação 100 % of
 *   the first rent, then 10 %).
 * Every contract starts 2026-01-01 (CT-2 on 2026-03-01) with payments due on the 10th.
 */
export const criarCenarioRepasses = async () => {
  const c = await criarCenario({ now: new Date('2026-06-15T12:00:00Z') });
  const donoA = await c.usuario('Ana Proprietária', 'ana.prop@teste.com', 'proprietario');
  const donoB = await c.usuario('Bruno Proprietário', 'bruno.prop@teste.com', 'proprietario');
  const dono = (imovel: string, id: string) =>
    c.db.updateTable('imoveis').set({ proprietario_id: id }).where('id', '=', imovel).execute();
  await dono(c.imoveis.apto, donoA.id);
  await dono(c.imoveis.casa, donoA.id);
  await dono(c.imoveis.loja, donoB.id);

  const contrato = async (
    over: Record<string, unknown>,
    termos: {
      taxa_administracao_percentual: number | null;
      taxa_administracao_minima_centavos: number | null;
      taxa_intermediacao_percentual: number | null;
      encargos_proprietario_percentual: number;
    },
  ) => {
    const { _id } = await c.criarContrato(over);
    await c.db.updateTable('contratos').set(termos).where('id', '=', _id).execute();
    await c.gerar(_id, 12);
    return _id;
  };
  const ct1 = await contrato(
    { numero: 'CT-1', imovelId: c.imoveis.apto, valorCondominio: 500, valorIPTU: 100 },
    {
      taxa_administracao_percentual: 10,
      taxa_administracao_minima_centavos: 150_00,
      taxa_intermediacao_percentual: 0,
      encargos_proprietario_percentual: 50,
    },
  );
  const ct2 = await contrato(
    {
      numero: 'CT-2',
      imovelId: c.imoveis.loja,
      dataInicio: '2026-03-01',
      valorAluguel: 1000,
      valorCondominio: 0,
      valorIPTU: 0,
      inquilino: INQUILINO_BRUNO,
    },
    {
      taxa_administracao_percentual: 10,
      taxa_administracao_minima_centavos: null,
      taxa_intermediacao_percentual: 100,
      encargos_proprietario_percentual: 100,
    },
  );
  const ct3 = await contrato(
    {
      numero: 'CT-3',
      imovelId: c.imoveis.casa,
      valorAluguel: 1000,
      valorCondominio: 0,
      valorIPTU: 0,
      inquilino: {
        nome: 'Paula Reis',
        email: 'paula@teste.com',
        telefone: '11988887777',
        cpf: '52998224725',
        rg: '3',
      },
    },
    {
      taxa_administracao_percentual: 10,
      taxa_administracao_minima_centavos: 150_00,
      taxa_intermediacao_percentual: 0,
      encargos_proprietario_percentual: 100,
    },
  );

  /** Records a receipt of the whole month (plus multa/juros in centavos) straight in the ledger. */
  const receber = async (contratoId: string, competencia: string, data: string, multa = 0, juros = 0) => {
    const p = await c.db
      .selectFrom('pagamentos')
      .selectAll()
      .where('contrato_id', '=', contratoId)
      .where('competencia', '=', competencia)
      .executeTakeFirstOrThrow();
    const id = randomUUID();
    await c.db
      .insertInto('recebimentos')
      .values({
        id,
        pagamento_id: p.id,
        data,
        valor_centavos: p.valor_centavos + multa + juros,
        meio: 'PIX',
        juros_centavos: juros,
        multa_centavos: multa,
        aluguel_centavos: p.aluguel_centavos,
        condominio_centavos: p.condominio_centavos,
        iptu_centavos: p.iptu_centavos,
        outros_centavos: p.outros_centavos,
        registrado_por: null,
        created_at: new Date().toISOString(),
      })
      .execute();
    await c.db
      .updateTable('pagamentos')
      .set({ status: 'RECEIVED', data_pagamento: data })
      .where('id', '=', p.id)
      .execute();
    return { recebimentoId: id, pagamentoId: p.id };
  };

  /** POST /api/repasses/pagar by the admin: the given repasses ('donoId:AAAA-MM') paid by Pix on `data`. */
  const pagarRepasses = (repasses: string[], data: string) =>
    c.request('/api/repasses/pagar', {
      method: 'POST',
      token: c.admin.token,
      json: { repasses, data, meio: 'pix' },
    });

  /** POST /api/despesas by the admin: an owner's expense on the property (valor as the form types it). */
  const lancarDespesa = (imovelId: string, data: string, descricao: string, valor: string) =>
    c.postar('/api/despesas', { imovelId, data, descricao, valor });

  return { ...c, donoA, donoB, ct1, ct2, ct3, receber, pagarRepasses, lancarDespesa };
};

export type CenarioRepasses = Awaited<ReturnType<typeof criarCenarioRepasses>> & Cenario;
