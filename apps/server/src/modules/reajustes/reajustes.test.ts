import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCenario, ERRO_401, ERRO_403, type Cenario } from '../contratos/cenario.fixture';
import { registerBillingFactory } from '../pagamentos/boletos/billing';
import { espiarBoletos } from '../pagamentos/boletos/espiao.fixture';
import { carregarIndicesEmbarcados } from './indices-embarcados';
import { criarContratosDeReajuste, type ContratosDeReajuste } from './reajustes.fixture';
import { lerColuna } from '../../test/banco';

// Clock: 2026-01-20 12:00 UTC (09:00 in São Paulo); reajustes may be applied up to 2026-02-19.
// The shipped series end in 2025-12.
//   ipca   — IPCA, from 10/01/2025: 1st anniversary 10/01/2026 on 01–12/2025 (+4,2644 %), ready.
//   manter — IGP-M, from 15/01/2025: 2025 was −1,0422 %; the contract keeps the rent.
//   reduz  — IGP-M, from 01/02/2025, mês-base 2025-01, reduces the rent: R$ 2.000,00 → 1.979,16.
//   espera — IPCA, from 05/02/2025: needs 02/2025–01/2026, and 01/2026 is not known yet.
//   fim    — Finalizado, not listed; futuro — anniversary 01/06/2026, not due yet.
let c: Cenario;
let ids: ContratosDeReajuste;
let provider: ReturnType<typeof espiarBoletos>;
type P = { id: string; competencia: string; vencimento: string; status: string; valor: number } & Record<
  string,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  any
>;
const pagamentos = async (id: string): Promise<P[]> =>
  (await c.request(`/api/contratos/${id}/pagamentos`, { token: c.admin.token })).json();
const pendentes = async () => (await c.request('/api/reajustes/pendentes', { token: c.admin.token })).json();
const aplicar = (contratoIds: unknown, token = c.admin.token) =>
  c.request('/api/reajustes/aplicar', { method: 'POST', token, json: { contratoIds } });

beforeAll(async () => {
  c = await criarCenario({ now: new Date('2026-01-20T12:00:00Z') });
  await carregarIndicesEmbarcados(c.db);
  provider = espiarBoletos();
  ids = await criarContratosDeReajuste(c);
});
afterAll(async () => {
  registerBillingFactory(undefined);
  await c.close();
});

describe('GET /api/reajustes/pendentes', () => {
  it('lists the due reajustes of active contracts with the calculation, oldest anniversary first', async () => {
    const lista = await pendentes();
    expect(lista.map((p: { contratoNumero: string }) => p.contratoNumero)).toEqual([
      'CT-IPCA',
      'CT-MANTER',
      'CT-REDUZ',
      'CT-ESPERA',
    ]);
    expect(lista[0]).toEqual({
      contratoId: ids.ipca,
      contratoNumero: 'CT-IPCA',
      inquilino: { _id: c.inquilinoA.id, nome: 'Mariana Costa' },
      imovel: { _id: c.imoveis.apto, titulo: 'Apto Jardins' },
      aniversario: '2026-01-10',
      ordem: 1,
      indice: 'IPCA',
      meses: Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}`),
      mesesSemIndice: [],
      variacaoAcumulada: 4.2644,
      aluguelAtual: 2000,
      aluguelNovo: 2085.29,
      vigencia: '2026-01-10',
      status: 'pronto',
    });
    expect(lista[1]).toMatchObject({
      indice: 'IGP-M',
      variacaoAcumulada: -1.0422,
      aluguelNovo: 2000,
      status: 'pronto',
    });
    expect(lista[2]).toMatchObject({
      aniversario: '2026-02-01',
      aluguelNovo: 1979.16,
      vigencia: '2026-02-10',
    });
    expect(lista[2].meses[0]).toBe('2025-01');
    expect(lista[3]).toMatchObject({
      aniversario: '2026-02-05',
      mesesSemIndice: ['2026-01'],
      variacaoAcumulada: null,
      aluguelAtual: 2000,
      aluguelNovo: null,
      status: 'aguardando índice',
    });
  });

  it('admin only: 401 anonymous, 403 tenant and corretor', async () => {
    expect(await (await c.request('/api/reajustes/pendentes')).json()).toEqual(ERRO_401);
    for (const token of [c.inquilinoA.token, c.corretor.token])
      expect(await (await c.request('/api/reajustes/pendentes', { token })).json()).toEqual(ERRO_403);
  });
});

describe('POST /api/reajustes/aplicar', () => {
  it('refuses bad bodies and other roles without changing anything', async () => {
    const casos: [unknown, string][] = [
      [undefined, 'Selecione ao menos um contrato'],
      [[], 'Selecione ao menos um contrato'],
      ['x', 'Selecione ao menos um contrato'],
      [Array.from({ length: 101 }, (_, i) => `c${i}`), 'Selecione no máximo 100 contratos por vez'],
    ];
    for (const [contratoIds, erro] of casos) {
      const res = await aplicar(contratoIds);
      expect(res.status).toBe(400);
      expect((await res.json()).erro).toBe(erro);
    }
    expect((await aplicar(['../x'])).status).toBe(400);
    const semJson = await c.request('/api/reajustes/aplicar', {
      method: 'POST',
      token: c.admin.token,
      headers: { 'Content-Type': 'application/json' },
      body: 'x',
    });
    expect((await semJson.json()).codigo).toBe('JSON_INVALIDO');
    expect(await (await aplicar([ids.ipca], c.inquilinoA.token)).json()).toEqual(ERRO_403);
    expect(await (await c.request('/api/reajustes/aplicar', { method: 'POST', json: {} })).json()).toEqual(
      ERRO_401,
    );
    expect(await pendentes()).toHaveLength(4);
  });

  it('adjusts the rent, records it and re-bills the open payments due from the anniversary', async () => {
    const antes = await pagamentos(ids.ipca);
    provider.cancelados.length = 0;
    provider.emitidos.length = 0;
    const res = await aplicar([ids.ipca]);
    expect(res.status).toBe(200);
    const { resultados } = await res.json();
    expect(resultados).toEqual([
      {
        contratoId: ids.ipca,
        resultado: 'aplicado',
        reajustes: [
          {
            id: expect.any(String),
            contratoId: ids.ipca,
            aniversario: '2026-01-10',
            ordem: 1,
            indice: 'IPCA',
            meses: expect.arrayContaining(['2025-01', '2025-12']),
            variacaoAcumulada: 4.2644,
            aluguelAnterior: 2000,
            aluguelNovo: 2085.29,
            aplicadoEm: '2026-01-20T12:00:00.000Z',
            aplicadoPor: c.admin.id,
            pagamentosReemitidos: 11,
            dispensado: false,
          },
        ],
        boletosNaoReemitidos: [],
      },
    ]);
    const contrato = await (await c.request(`/api/contratos/${ids.ipca}`, { token: c.admin.token })).json();
    expect(contrato.valorAluguel).toBe(2085.29);

    const depois = await pagamentos(ids.ipca);
    const reemitidos = depois.filter((p) => p.vencimento >= '2026-01-10' && p.status !== 'RECEIVED');
    expect(reemitidos.map((p) => p.competencia)).toEqual([
      '2026-01',
      '2026-02',
      ...['04', '05', '06', '07', '08', '09', '10', '11', '12'].map((m) => `2026-${m}`),
    ]);
    for (const p of reemitidos) {
      const anterior = antes.find((a) => a.id === p.id)!;
      expect(p).toMatchObject({
        valor: 2485.29,
        composicao: { aluguel: 2085.29, condominio: 300, iptu: 100 },
      });
      expect(p.linhaDigitavel).not.toBe(anterior.linhaDigitavel);
    }
    // The old boletos were cancelled at the provider, new ones issued for the new amount.
    expect(provider.cancelados.sort()).toEqual(reemitidos.map((p) => `local_${p.id}`).sort());
    expect(provider.emitidos.map((b) => [b.vencimento, b.valor])).toEqual(
      reemitidos.map((p) => [p.vencimento, 2485.29]),
    );
    // Paid months and months due before the anniversary are as they were.
    for (const competencia of ['2025-11', '2025-12', '2026-03']) {
      const [a, d] = [antes, depois].map((l) => l.find((p) => p.competencia === competencia)!);
      expect(d).toEqual(a);
    }
  });

  it('tells the tenant how the new rent was computed (notification and e-mail)', async () => {
    const texto =
      'Reajuste anual do contrato CT-IPCA (Lei 10.192/2001): o IPCA acumulado de 01/2025 a 12/2025 foi de 4,2644%. ' +
      'O aluguel passa de R$ 2.000,00 para R$ 2.085,29, a partir do vencimento de 10/01/2026.';
    const notificacoes = await (await c.request('/api/notificacoes', { token: c.inquilinoA.token })).json();
    expect(notificacoes).toContainEqual(
      expect.objectContaining({ titulo: 'Reajuste anual do aluguel', mensagem: texto, lida: false }),
    );
    const emails = await (await c.request('/api/notificacoes/emails', { token: c.admin.token })).json();
    expect(emails).toContainEqual(
      expect.objectContaining({
        para: 'mariana@teste.com',
        assunto: 'Reajuste anual do aluguel - contrato CT-IPCA',
        corpo: texto,
      }),
    );
  });

  it('is idempotent: a second call records nothing and says why', async () => {
    provider.emitidos.length = 0;
    const { resultados } = await (await aplicar([ids.ipca, ids.ipca])).json();
    expect(resultados).toEqual([
      {
        contratoId: ids.ipca,
        resultado: 'ignorado',
        motivo: 'O reajuste de 10/01/2026 já foi aplicado; o próximo ainda não chegou ao prazo',
        reajustes: [],
        boletosNaoReemitidos: [],
      },
    ]);
    expect(provider.emitidos).toEqual([]);
    expect(
      await (await c.request(`/api/contratos/${ids.ipca}/reajustes`, { token: c.admin.token })).json(),
    ).toHaveLength(1);
    expect((await pendentes()).map((p: { contratoNumero: string }) => p.contratoNumero)).not.toContain(
      'CT-IPCA',
    );
  });

  it('a negative year keeps the rent when the contract says so; unknown, ended and waiting contracts are skipped', async () => {
    const desconhecido = 'nao-existe';
    const { resultados } = await (
      await aplicar([ids.manter, ids.espera, ids.fim, ids.futuro, desconhecido])
    ).json();
    expect(resultados.map((r: { resultado: string; motivo?: string }) => [r.resultado, r.motivo])).toEqual([
      ['aplicado', undefined],
      ['ignorado', 'Aguardando o IPCA de 01/2026'],
      ['ignorado', 'Só contratos ativos são reajustados'],
      ['ignorado', 'Nenhum reajuste a aplicar até 30 dias a partir de hoje'],
      ['ignorado', 'Contrato não encontrado'],
    ]);
    expect(resultados[0].reajustes[0]).toMatchObject({
      variacaoAcumulada: -1.0422,
      aluguelAnterior: 2000,
      aluguelNovo: 2000,
      pagamentosReemitidos: 0,
    });
    const bruno = await lerColuna(c.db, 'usuarios', 'id', { email: 'bruno@teste.com' });
    const aviso = await c.db
      .selectFrom('notificacoes')
      .select('mensagem')
      .where('usuario_id', '=', bruno.id)
      .execute();
    expect(aviso.map((a) => a.mensagem)).toEqual([
      'Reajuste anual do contrato CT-MANTER (Lei 10.192/2001): o IGP-M acumulado de 01/2025 a 12/2025 foi de -1,0422%. ' +
        'Como o contrato prevê manter o aluguel quando o índice é negativo, ele continua R$ 2.000,00.',
    ]);
  });

  it('reduces the rent when the contract says so, once even for two concurrent calls; a boleto the provider refuses is reported', async () => {
    provider.falharEm = '2026-05-10';
    try {
      const [a, b] = await Promise.all([aplicar([ids.reduz]), aplicar([ids.reduz])]);
      const resultados = [...(await a.json()).resultados, ...(await b.json()).resultados];
      const aplicado = resultados.find((r) => r.resultado === 'aplicado');
      expect(resultados.filter((r) => r.resultado === 'aplicado')).toHaveLength(1);
      expect(aplicado.reajustes[0]).toMatchObject({
        aluguelAnterior: 2000,
        aluguelNovo: 1979.16,
        pagamentosReemitidos: 11,
      });
      expect(aplicado.boletosNaoReemitidos).toEqual(['2026-05']);
    } finally {
      provider.falharEm = '';
    }
    const historico = await c.db
      .selectFrom('reajustes')
      .select('id')
      .where('contrato_id', '=', ids.reduz)
      .execute();
    expect(historico).toHaveLength(1);
    const maio = (await pagamentos(ids.reduz)).find((p) => p.competencia === '2026-05')!;
    expect(maio).toMatchObject({ valor: 2379.16, composicao: { aluguel: 1979.16 } });
  });

  it('a waiting reajuste becomes ready once the missing month is typed', async () => {
    await c.request('/api/indices/IPCA/2026-01', {
      method: 'PUT',
      token: c.admin.token,
      json: { variacao: 0.5 },
    });
    const [espera] = await pendentes();
    // 02–12/2025 (+4,09783 %) and 01/2026 (+0,5 %): 1,0409783 × 1,005 − 1 = 4,6183 %;
    // R$ 2.000,00 × 1,046183 = R$ 2.092,366 → R$ 2.092,37.
    expect(espera).toMatchObject({
      contratoNumero: 'CT-ESPERA',
      variacaoAcumulada: 4.6183,
      aluguelNovo: 2092.37,
      status: 'pronto',
    });
    expect((await (await aplicar([ids.espera])).json()).resultados[0].resultado).toBe('aplicado');
  });
});

describe('GET /api/contratos/:id/reajustes', () => {
  it("answers the history to the admin and to the contract's own tenant only", async () => {
    const res = await c.request(`/api/contratos/${ids.ipca}/reajustes`, { token: c.inquilinoA.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Total-Count')).toBe('1');
    expect((await res.json())[0]).toMatchObject({ aniversario: '2026-01-10', aluguelNovo: 2085.29 });
    const alheio = await c.request(`/api/contratos/${ids.manter}/reajustes`, { token: c.inquilinoA.token });
    expect(alheio.status).toBe(404);
    expect((await alheio.json()).erro).toBe('Contrato não encontrado');
    expect(
      await (await c.request(`/api/contratos/${ids.ipca}/reajustes`, { token: c.corretor.token })).json(),
    ).toEqual(ERRO_403);
    expect(await (await c.request(`/api/contratos/${ids.ipca}/reajustes`)).json()).toEqual(ERRO_401);
    expect((await c.request('/api/contratos/nao-existe/reajustes', { token: c.admin.token })).status).toBe(
      404,
    );
    expect((await c.request('/api/contratos/a.b/reajustes', { token: c.admin.token })).status).toBe(400);
    expect(
      await (await c.request(`/api/contratos/${ids.futuro}/reajustes`, { token: c.admin.token })).json(),
    ).toEqual([]);
  });
});
