import { contratoSchema } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCenario, type Cenario } from '../contratos/cenario.fixture';

// The reajuste fields of a contract through POST/PUT /api/contratos.
let c: Cenario;
beforeAll(async () => {
  c = await criarCenario();
});
afterAll(() => c.close());

const put = (id: string, over: Record<string, unknown>) =>
  c.request(`/api/contratos/${id}`, { method: 'PUT', token: c.admin.token, json: c.contratoEntrada(over) });
const obter = async (id: string) =>
  (await c.request(`/api/contratos/${id}`, { token: c.admin.token })).json();
const campos = (ct: Record<string, unknown>) => ({
  indiceReajuste: ct.indiceReajuste,
  reajustePercentualFixo: ct.reajustePercentualFixo,
  reajusteMesBase: ct.reajusteMesBase,
  reajusteNegativo: ct.reajusteNegativo,
});

describe('contract reajuste fields', () => {
  it('a contract saved without them gets IGP-M, the start month and keep-the-rent', async () => {
    const ct = await c.criarContrato();
    expect(campos(ct)).toEqual({
      indiceReajuste: 'IGP-M',
      reajustePercentualFixo: null,
      reajusteMesBase: null,
      reajusteNegativo: 'manter',
    });
    expect(contratoSchema.strict().parse(ct)).toEqual(ct);
  });

  it('are saved and answered; an update that omits them (an older client) keeps them', async () => {
    const ct = await c.criarContrato({
      numero: 'CT-2',
      imovelId: c.imoveis.casa,
      indiceReajuste: 'IPCA',
      reajusteMesBase: '2025-11',
      reajusteNegativo: 'reduzir',
    });
    const esperado = {
      indiceReajuste: 'IPCA',
      reajustePercentualFixo: null,
      reajusteMesBase: '2025-11',
      reajusteNegativo: 'reduzir',
    };
    expect(campos(ct)).toEqual(esperado);
    expect((await put(ct._id, { numero: 'CT-2', imovelId: c.imoveis.casa, valorAluguel: 2100 })).status).toBe(
      200,
    );
    expect(campos(await obter(ct._id))).toEqual(esperado);
    const fixo = await put(ct._id, {
      numero: 'CT-2',
      imovelId: c.imoveis.casa,
      indiceReajuste: 'Fixo',
      reajustePercentualFixo: '5,5',
      reajusteMesBase: null,
    });
    expect(fixo.status).toBe(200);
    expect(campos(await fixo.json())).toEqual({
      ...esperado,
      indiceReajuste: 'Fixo',
      reajustePercentualFixo: 5.5,
      reajusteMesBase: null,
    });
    const lista = await (await c.request('/api/contratos?busca=CT-2', { token: c.admin.token })).json();
    expect(lista[0]).toMatchObject({ indiceReajuste: 'Fixo', reajustePercentualFixo: 5.5 });
  });

  it('refuses bad values with the form messages and changes nothing', async () => {
    const res = await c.postarContrato({
      numero: 'CT-3',
      imovelId: c.imoveis.loja,
      indiceReajuste: 'Fixo',
      reajusteMesBase: '2026-02',
      reajusteNegativo: 'x',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).erros).toEqual([
      { reajusteNegativo: 'Regra para índice negativo inválida (manter ou reduzir)' },
    ]);
    const fixoSemPercentual = await c.postarContrato({
      numero: 'CT-3',
      imovelId: c.imoveis.loja,
      indiceReajuste: 'Fixo',
    });
    expect((await fixoSemPercentual.json()).erros).toEqual([
      { reajustePercentualFixo: 'Informe o percentual fixo de reajuste' },
    ]);
    const contratos = await c.db
      .selectFrom('contratos')
      .select('numero')
      .where('numero', '=', 'CT-3')
      .execute();
    expect(contratos).toEqual([]);
  });

  it('checks the saved rule as a whole: a kept mês-base may not fall after a new start month', async () => {
    const ct = await c.criarContrato({
      numero: 'CT-4',
      imovelId: c.imoveis.loja,
      dataInicio: '2026-03-01',
      reajusteMesBase: '2026-02',
    });
    const res = await put(ct._id, { numero: 'CT-4', imovelId: c.imoveis.loja, dataInicio: '2026-01-01' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      erro: 'Mês-base não pode ser posterior ao mês de início do contrato',
      erros: [{ reajusteMesBase: 'Mês-base não pode ser posterior ao mês de início do contrato' }],
    });
    expect(await obter(ct._id)).toMatchObject({ dataInicio: '2026-03-01', reajusteMesBase: '2026-02' });
    // A 'Fixo' contract keeps its percentage when the payload leaves it out.
    await put(ct._id, {
      numero: 'CT-4',
      imovelId: c.imoveis.loja,
      dataInicio: '2026-03-01',
      indiceReajuste: 'Fixo',
      reajustePercentualFixo: 4,
    });
    const semPercentual = await put(ct._id, {
      numero: 'CT-4',
      imovelId: c.imoveis.loja,
      dataInicio: '2026-03-01',
    });
    expect(campos(await semPercentual.json())).toMatchObject({
      indiceReajuste: 'Fixo',
      reajustePercentualFixo: 4,
    });
    const limpa = await put(ct._id, {
      numero: 'CT-4',
      imovelId: c.imoveis.loja,
      dataInicio: '2026-03-01',
      reajustePercentualFixo: null,
    });
    expect((await limpa.json()).erros).toEqual([
      { reajustePercentualFixo: 'Informe o percentual fixo de reajuste' },
    ]);
  });
});
