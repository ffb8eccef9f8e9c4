import { aditivoSchema, MSG, MSG_CICLO } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro } from '../../test/http-helpers';
import { textoDoPdf } from '../../test/pdf-texto';
import {
  criarCenario,
  criarContratoFinalizado,
  ERRO_401,
  ERRO_403,
  type Cenario,
} from '../contratos/cenario.fixture';
import { registerBillingFactory } from '../pagamentos/boletos/billing';
import type { EmissaoBoleto } from '../pagamentos/boletos/provedor';
import { criarProviderLocal } from '../pagamentos/boletos/local-provider';

// Clock: 15/06/2026. CT-1: 01/01/2026–31/12/2026, R$ 2.000,00 + 300,00 + 100,00, payments 01–12/2026.
let c: Cenario;
let ct: string;
const E = MSG_CICLO.aditivo.erros;
const emitidos: EmissaoBoleto[] = [];
const url = (id: string) => `/api/contratos/${id}/aditivos`;
const renovar = (json: unknown, id = ct, token = c.admin.token) =>
  c.request(url(id), { method: 'POST', token, json });
type P = { competencia: string; valor: number; composicao: { aluguel: number } };
const pagamentos = async (): Promise<P[]> =>
  (await c.request(`/api/contratos/${ct}/pagamentos`, { token: c.admin.token })).json();
const contrato = async () => (await c.request(`/api/contratos/${ct}`, { token: c.admin.token })).json();

beforeAll(async () => {
  c = await criarCenario();
  registerBillingFactory((deps) => {
    const local = criarProviderLocal(deps);
    return {
      ...local,
      cancelar: async () => {},
      emitir: async (b) => {
        emitidos.push(b);
        return local.emitir(b);
      },
    };
  });
  ct = (await c.criarContrato({ dataFim: '2026-12-31' }))._id;
  await c.gerar(ct, 12);
});
afterAll(async () => {
  registerBillingFactory(undefined);
  await c.close();
});

describe('acesso às rotas de aditivos', () => {
  it.each(['GET', 'POST'])('%s: anonymous 401, tenant and broker 403, nothing written', async (method) => {
    const json = method === 'POST' ? { novaDataFim: '2027-12-31' } : undefined;
    expect(await (await c.request(url(ct), { method, json })).json()).toEqual(ERRO_401);
    for (const token of [c.inquilinoA.token, c.corretor.token]) {
      const res = await c.request(url(ct), { method, token, json });
      expect([res.status, await res.json()]).toEqual([403, ERRO_403]);
    }
    expect((await contrato()).dataFim).toBe('2026-12-31');
  });
});

describe('POST /api/contratos/:id/aditivos', () => {
  it('refuses bad dates and values with the field, unknown and ended contracts', async () => {
    await esperarErro(await renovar({}), 400, E.novaDataFimObrigatoria, [
      { novaDataFim: E.novaDataFimObrigatoria },
    ]);
    await esperarErro(await renovar({ novaDataFim: '2026-12-31' }), 400, E.novaDataFimAntes, [
      { novaDataFim: E.novaDataFimAntes },
    ]);
    await esperarErro(await renovar({ novaDataFim: '2027-12-31', novoAluguel: -1 }), 400, E.aluguelInvalido, [
      { novoAluguel: E.aluguelInvalido },
    ]);
    for (const vigencia of ['2026-01-01', '2028-01-01'])
      await esperarErro(
        await renovar({ novaDataFim: '2027-12-31', novoAluguel: 2200, vigencia }),
        400,
        E.vigenciaInvalida,
        [{ vigencia: E.vigenciaInvalida }],
      );
    await esperarErro(
      await renovar({ novaDataFim: '2027-12-31' }, 'desconhecido'),
      404,
      MSG.api.contratoNaoEncontrado,
    );
    await esperarErro(
      await c.request(url('desconhecido'), { token: c.admin.token }),
      404,
      MSG.api.contratoNaoEncontrado,
    );
    const fim = await criarContratoFinalizado(c);
    await esperarErro(await renovar({ novaDataFim: '2028-12-31' }, fim), 409, E.contratoEncerrado);
    expect((await contrato()).dataFim).toBe('2026-12-31');
  });

  it('extends the term keeping the número; without a new rent the payments stay as they were', async () => {
    const antes = await pagamentos();
    const res = await renovar({ novaDataFim: '2027-12-31', observacoes: 'Renovação amigável' });
    expect(res.status).toBe(201);
    const a = await res.json();
    expect(aditivoSchema.strict().parse(a)).toEqual(a);
    expect(a).toEqual({
      id: expect.any(String),
      contratoId: ct,
      ordem: 1,
      dataFimAnterior: '2026-12-31',
      novaDataFim: '2027-12-31',
      aluguelAnterior: 2000,
      aluguelNovo: null,
      vigencia: null,
      aniversarioReajuste: null,
      observacoes: 'Renovação amigável',
      pagamentosReemitidos: 0,
      criadoEm: '2026-06-15T12:00:00.000Z',
      criadoPor: c.admin.id,
    });
    expect(await contrato()).toMatchObject({
      numero: 'CT-1',
      dataFim: '2027-12-31',
      valorAluguel: 2000,
      aditivos: 1,
    });
    expect(await pagamentos()).toEqual(antes);
  });

  it('with a new rent from vigência, re-bills the open payments due from then on and re-issues their boletos', async () => {
    emitidos.length = 0;
    const res = await renovar({ novaDataFim: '2028-06-30', novoAluguel: '2.100,00', vigencia: '2026-08-01' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({
      ordem: 2,
      dataFimAnterior: '2027-12-31',
      aluguelAnterior: 2000,
      aluguelNovo: 2100,
      vigencia: '2026-08-01',
      pagamentosReemitidos: 5,
    });
    const lista = await pagamentos();
    expect(lista.map((p) => [p.competencia, p.valor])).toEqual([
      ...['01', '02', '03', '04', '05', '06', '07'].map((m) => [`2026-${m}`, 2400]),
      ...['08', '09', '10', '11', '12'].map((m) => [`2026-${m}`, 2500]),
    ]);
    expect(emitidos.map((e) => [e.vencimento, e.valor])).toEqual(
      ['08', '09', '10', '11', '12'].map((m) => [`2026-${m}-10`, 2500]),
    );
    expect(await contrato()).toMatchObject({
      numero: 'CT-1',
      dataFim: '2028-06-30',
      valorAluguel: 2100,
      aditivos: 2,
    });
    const notas = await c.db
      .selectFrom('notificacoes')
      .select('mensagem')
      .where('usuario_id', '=', c.inquilinoA.id)
      .where('origem', '=', 'aditivo')
      .orderBy('mensagem')
      .execute();
    expect(notas.map((n) => n.mensagem)).toEqual([
      'O contrato CT-1 foi renovado até 30/06/2028. Novo aluguel: R$ 2.100,00 a partir de 01/08/2026.',
      'O contrato CT-1 foi renovado até 31/12/2027.',
    ]);
  });

  it('GET lists the renewals by ordem; the contract document lists them', async () => {
    const res = await c.request(url(ct), { token: c.admin.token });
    expect(res.headers.get('x-total-count')).toBe('2');
    expect((await res.json()).map((a: { ordem: number }) => a.ordem)).toEqual([1, 2]);
    const pdf = await c.request(`/api/contratos/${ct}/documento.pdf`, { token: c.admin.token });
    const texto = textoDoPdf(new Uint8Array(await pdf.arrayBuffer()));
    expect(texto).toContain('1º Termo Aditivo: prazo prorrogado de 31/12/2026 para 31/12/2027.');
    expect(texto).toContain('2º Termo Aditivo: prazo prorrogado de 31/12/2027 para 30/06/2028.');
    // Long paragraphs wrap: read them as one line.
    const corrido = texto.replace(/\s+/g, ' ');
    expect(corrido).toContain(
      'Novo aluguel de R$ 2.100,00 a partir de 01/08/2026. Reajuste anual contado da vigência do novo aluguel: próximo em 01/08/2027.',
    );
  });
});
