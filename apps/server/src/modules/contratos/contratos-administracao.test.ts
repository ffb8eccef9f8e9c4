import { contratoSchema, MSG_REPASSE } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro } from '../../test/http-helpers';
import { criarCenario, type Cenario } from './cenario.fixture';

// Administration terms (issue 11): null means "the agency's default" (Configurações).
let c: Cenario;
let ct: string;
const E = MSG_REPASSE.erros;
const C = MSG_REPASSE.campos;
const TERMOS = {
  taxaAdministracaoPercentual: 8.5,
  taxaAdministracaoMinima: 150.55,
  taxaIntermediacaoPercentual: 50,
  diaRepasse: 12,
  encargosRepassados: false,
};
const PADRAO = {
  taxaAdministracaoPercentual: null,
  taxaAdministracaoMinima: null,
  taxaIntermediacaoPercentual: null,
  diaRepasse: null,
  encargosRepassados: true,
};
const termosDe = (ct: Record<string, unknown>) =>
  Object.fromEntries(Object.keys(PADRAO).map((k) => [k, ct[k]]));
const obter = async (id = ct) => (await c.request(`/api/contratos/${id}`, { token: c.admin.token })).json();
const put = (over: Record<string, unknown>) =>
  c.request(`/api/contratos/${ct}`, { method: 'PUT', token: c.admin.token, json: c.contratoEntrada(over) });

beforeAll(async () => {
  c = await criarCenario();
});
afterAll(() => c.close());

describe('termos de administração do contrato', () => {
  it('a contract without terms answers the defaults (null) and passes the charges on', async () => {
    const criado = await c.criarContrato({ numero: 'CT-PADRAO', imovelId: c.imoveis.loja });
    expect(termosDe(await obter(criado._id))).toEqual(PADRAO);
  });

  it('creates with terms (Brazilian number text accepted): detail, list and answer show them', async () => {
    const res = await c.postarContrato({
      ...TERMOS,
      taxaAdministracaoPercentual: '8,5',
      taxaAdministracaoMinima: '150,55',
    });
    expect(res.status).toBe(201);
    const criado = await res.json();
    ct = criado._id;
    expect(termosDe(criado)).toEqual(TERMOS);
    const detalhe = await obter();
    expect(contratoSchema.parse(detalhe)).toEqual(detalhe);
    expect(termosDe(detalhe)).toEqual(TERMOS);
    const lista = await (await c.request('/api/contratos?busca=CT-1', { token: c.admin.token })).json();
    expect(termosDe(lista.find((x: { _id: string }) => x._id === ct))).toEqual(TERMOS);
    // The minimum fee is kept in centavos.
    const linha = await c.db
      .selectFrom('contratos')
      .select(['taxa_administracao_minima_centavos', 'encargos_repassados'])
      .where('id', '=', ct)
      .executeTakeFirstOrThrow();
    expect(linha).toEqual({ taxa_administracao_minima_centavos: 15055, encargos_repassados: 0 });
  });

  it('PUT with empty values stores null (the agency default); zero is a value of its own', async () => {
    const vazio = await put({
      taxaAdministracaoPercentual: '',
      taxaAdministracaoMinima: '',
      taxaIntermediacaoPercentual: '',
      diaRepasse: '',
      encargosRepassados: true,
    });
    expect(vazio.status).toBe(200);
    expect(termosDe(await vazio.json())).toEqual(PADRAO);
    expect(termosDe(await obter())).toEqual(PADRAO);

    const zero = await put({ taxaAdministracaoPercentual: 0, taxaAdministracaoMinima: 0, diaRepasse: 28 });
    expect(zero.status).toBe(200);
    expect(termosDe(await obter())).toEqual({
      ...PADRAO,
      taxaAdministracaoPercentual: 0,
      taxaAdministracaoMinima: 0,
      diaRepasse: 28,
    });
  });

  it('refuses bad terms with the field and changes nothing', async () => {
    expect((await put(TERMOS)).status).toBe(200);
    const antes = await obter();
    const taxa = E.percentualInvalido(C.taxaAdministracaoPercentual);
    expect(taxa).toBe('Taxa de administração (%) deve estar entre 0 e 100');
    await esperarErro(await put({ ...TERMOS, taxaAdministracaoPercentual: 150 }), 400, taxa, [
      { taxaAdministracaoPercentual: taxa },
    ]);
    expect(E.diaInvalido).toBe('Dia do repasse deve estar entre 1 e 28');
    await esperarErro(await put({ ...TERMOS, diaRepasse: 29 }), 400, E.diaInvalido, [
      { diaRepasse: E.diaInvalido },
    ]);
    const intermediacao = E.percentualInvalido(C.taxaIntermediacaoPercentual);
    await esperarErro(await put({ ...TERMOS, taxaIntermediacaoPercentual: -1 }), 400, intermediacao, [
      { taxaIntermediacaoPercentual: intermediacao },
    ]);
    const minima = E.valorInvalido(C.taxaAdministracaoMinima);
    await esperarErro(await put({ ...TERMOS, taxaAdministracaoMinima: 'abc' }), 400, minima, [
      { taxaAdministracaoMinima: minima },
    ]);
    expect(await obter()).toEqual(antes);

    // A refused creation creates nothing either.
    const res = await c.postarContrato({ numero: 'CT-RUIM', imovelId: c.imoveis.casa, diaRepasse: 0 });
    await esperarErro(res, 400, E.diaInvalido, [{ diaRepasse: E.diaInvalido }]);
    const lista = await (await c.request('/api/contratos?busca=CT-RUIM', { token: c.admin.token })).json();
    expect(lista).toEqual([]);
  });
});
