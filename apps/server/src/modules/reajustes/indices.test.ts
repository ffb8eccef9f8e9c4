import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { portaLivre } from '../../test/porta-livre';
import { criarCenario, ERRO_401, ERRO_403, type Cenario } from '../contratos/cenario.fixture';
import { carregarIndicesEmbarcados, mesesEmbarcados } from './indices-embarcados';
import { LOG_SGS_INDISPONIVEL } from './sgs.client';
import { responderSerie, servidorSgs, type ServidorSgs } from './sgs.fixture';

// Clock: 2026-01-20 12:00 UTC (09:00 in São Paulo). The shipped series end in 2025-12.
let c: Cenario;
const serie = (indice: string, de = '2025-11') =>
  c.request(`/api/indices?indice=${indice}&de=${de}`, { token: c.admin.token });

beforeAll(async () => {
  c = await criarCenario({ now: new Date('2026-01-20T12:00:00Z') });
  await carregarIndicesEmbarcados(c.db);
});
afterAll(() => c.close());

describe('GET /api/indices', () => {
  it('answers the shipped series to the admin, oldest month first, with its total', async () => {
    const res = await serie('IPCA');
    expect(res.status).toBe(200);
    expect(res.headers.get('X-Total-Count')).toBe('2');
    expect(await res.json()).toEqual([
      {
        indice: 'IPCA',
        mes: '2025-11',
        variacao: 0.18,
        fonte: 'embarcado',
        atualizadoEm: expect.any(String),
      },
      {
        indice: 'IPCA',
        mes: '2025-12',
        variacao: 0.33,
        fonte: 'embarcado',
        atualizadoEm: expect.any(String),
      },
    ]);
    const todos = await c.request('/api/indices', { token: c.admin.token });
    expect(todos.headers.get('X-Total-Count')).toBe(String(3 * 72));
  });

  it('401 anonymous, 403 tenant and corretor, 400 for an unknown index or month', async () => {
    expect(await (await c.request('/api/indices')).json()).toEqual(ERRO_401);
    for (const token of [c.inquilinoA.token, c.corretor.token]) {
      const res = await c.request('/api/indices', { token });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(ERRO_403);
    }
    const r1 = await c.request('/api/indices?indice=SELIC', { token: c.admin.token });
    expect(r1.status).toBe(400);
    expect((await r1.json()).erros).toEqual([{ indice: 'Índice inválido (IGP-M, IPCA, INPC ou IVAR)' }]);
    const r2 = await c.request('/api/indices?de=2025-13', { token: c.admin.token });
    expect((await r2.json()).erros).toEqual([{ de: 'Mês inválido' }]);
  });
});

describe('PUT /api/indices/:indice/:mes', () => {
  const put = (caminho: string, json: unknown, token = c.admin.token) =>
    c.request(`/api/indices/${caminho}`, { method: 'PUT', token, json });

  it('records a month typed by staff (IVAR has no Banco Central series) and overrides a shipped one', async () => {
    const res = await put('IVAR/2025-12', { variacao: '-0,35' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      indice: 'IVAR',
      mes: '2025-12',
      variacao: -0.35,
      fonte: 'manual',
      atualizadoEm: '2026-01-20T12:00:00.000Z',
    });
    expect((await put('IGP-M/2025-11', { variacao: 0.3 })).status).toBe(200);
    const igpm = await (await serie('IGP-M')).json();
    expect(
      igpm.map((m: { mes: string; variacao: number; fonte: string }) => [m.mes, m.variacao, m.fonte]),
    ).toEqual([
      ['2025-11', 0.3, 'manual'],
      ['2025-12', -0.01, 'embarcado'],
    ]);
  });

  it('refuses bad paths and bodies with pt-BR messages and changes nothing', async () => {
    const casos: [string, unknown, Record<string, string>][] = [
      ['Fixo/2025-12', { variacao: 1 }, { indice: 'Índice inválido (IGP-M, IPCA, INPC ou IVAR)' }],
      ['IPCA/2025-13', { variacao: 1 }, { mes: 'Mês inválido' }],
      ['IPCA/2025-12', {}, { variacao: 'Variação é obrigatória' }],
      [
        'IPCA/2025-12',
        { variacao: 'muito' },
        { variacao: 'Variação deve ser um percentual entre -100 e 100, com até 4 casas decimais' },
      ],
      [
        'IPCA/2025-12',
        { variacao: -100 },
        { variacao: 'Variação deve ser um percentual entre -100 e 100, com até 4 casas decimais' },
      ],
    ];
    for (const [caminho, corpo, erro] of casos) {
      const res = await put(caminho, corpo);
      expect(res.status).toBe(400);
      expect((await res.json()).erros).toEqual([erro]);
    }
    const semJson = await c.request('/api/indices/IPCA/2025-12', {
      method: 'PUT',
      token: c.admin.token,
      headers: { 'Content-Type': 'application/json' },
      body: '{',
    });
    expect((await semJson.json()).codigo).toBe('JSON_INVALIDO');
    expect((await put('IPCA/2025-12', { variacao: 1 }, c.inquilinoA.token)).status).toBe(403);
    expect(
      (await c.request('/api/indices/IPCA/2025-12', { method: 'PUT', json: { variacao: 1 } })).status,
    ).toBe(401);
    expect((await (await serie('IPCA', '2025-12')).json())[0]).toMatchObject({
      variacao: 0.33,
      fonte: 'embarcado',
    });
  });
});

describe('POST /api/indices/atualizar (Banco Central SGS)', () => {
  let sgs: ServidorSgs;
  let respostas: Record<number, (res: import('node:http').ServerResponse) => void>;
  const atualizar = (token = c.admin.token) => c.request('/api/indices/atualizar', { method: 'POST', token });

  beforeAll(async () => {
    sgs = await servidorSgs((p, res) => respostas[p.codigo]!(res));
    c.deps.env.SGS_URL = sgs.url;
    c.deps.env.SGS_TIMEOUT_MS = 500;
  });
  afterAll(() => sgs.fechar());
  beforeEach(() => {
    sgs.pedidos.length = 0;
  });

  it('asks each series from three months before the newest one known, stores them as sgs, keeps manual months', async () => {
    await c.request('/api/indices/INPC/2026-01', {
      method: 'PUT',
      token: c.admin.token,
      json: { variacao: 0.4 },
    });
    respostas = {
      189: (res) =>
        responderSerie(res, [
          ['01/12/2025', '-0.01'],
          ['01/01/2026', '0.25'],
        ]),
      433: (res) =>
        responderSerie(res, [
          ['01/12/2025', '0.33'],
          ['01/01/2026', '0.50'],
        ]),
      188: (res) => responderSerie(res, [['01/01/2026', '0.99']]),
    };
    const res = await atualizar();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({
      atualizados: [
        { indice: 'IGP-M', meses: 2, ultimoMes: '2026-01' },
        { indice: 'IPCA', meses: 2, ultimoMes: '2026-01' },
        { indice: 'INPC', meses: 1, ultimoMes: '2026-01' },
      ],
      erros: [],
    });
    expect(sgs.pedidos.find((p) => p.codigo === 433)).toEqual({
      codigo: 433,
      formato: 'json',
      dataInicial: '01/09/2025',
      dataFinal: '20/01/2026',
    });
    // A month typed ahead (INPC 01/2026) does not move the start: the published ones do.
    expect(sgs.pedidos.find((p) => p.codigo === 188)?.dataInicial).toBe('01/09/2025');
    const ipca = await (await serie('IPCA', '2025-12')).json();
    expect(
      ipca.map((m: { mes: string; variacao: number; fonte: string }) => [m.mes, m.variacao, m.fonte]),
    ).toEqual([
      ['2025-12', 0.33, 'sgs'],
      ['2026-01', 0.5, 'sgs'],
    ]);
    expect((await (await serie('INPC', '2026-01')).json())[0]).toMatchObject({
      variacao: 0.4,
      fonte: 'manual',
    });
    // A shipped reload at the next start leaves the Banco Central's months alone.
    await carregarIndicesEmbarcados(c.db);
    expect((await (await serie('IPCA', '2025-12')).json())[0]).toMatchObject({ fonte: 'sgs' });
  });

  it('reports each index that failed (HTTP error, garbage, slow) and still stores the others', async () => {
    respostas = {
      189: (res) => res.writeHead(500).end('erro'),
      433: (res) => responderSerie(res, [['01/01/2026', '0.51']]),
      188: (res) => setTimeout(() => responderSerie(res, [['01/01/2026', '0.11']]), 2000),
    };
    const avisos = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let r = await (await atualizar()).json();
    const linhas = avisos.mock.calls.map(([linha]) => String(linha)).sort();
    avisos.mockRestore();
    // The Banco Central answered for IPCA: each failure is a warning of its own (not the offline line).
    expect(linhas).toEqual([
      expect.stringMatching(/^SGS IGP-M: O Banco Central respondeu com erro \(HTTP 500\)\. /),
      expect.stringMatching(/^SGS INPC: O Banco Central não respondeu a tempo\. /),
    ]);
    expect(r).toEqual({
      atualizados: [{ indice: 'IPCA', meses: 1, ultimoMes: '2026-01' }],
      erros: [
        { indice: 'IGP-M', mensagem: 'O Banco Central respondeu com erro (HTTP 500).' },
        { indice: 'INPC', mensagem: 'O Banco Central não respondeu a tempo.' },
      ],
    });
    const lixo = [
      '<html>manutenção</html>',
      '{"erro":"x"}',
      '[{"data":"2026-01-01","valor":"0.1"}]',
      '[{"data":"01/01/2026","valor":"abc"}]',
    ];
    respostas[188] = (res) => responderSerie(res, [['01/01/2026', '0.11']]);
    for (const corpo of lixo) {
      respostas[433] = (res) => res.writeHead(200, { 'Content-Type': 'application/json' }).end(corpo);
      r = await (await atualizar()).json();
      expect(r.erros).toContainEqual({
        indice: 'IPCA',
        mensagem: 'O Banco Central respondeu em um formato inesperado.',
      });
    }
  });

  it('502 with a pt-BR message when the Banco Central cannot be reached; 401/403 for others', async () => {
    c.deps.env.SGS_URL = `http://127.0.0.1:${await portaLivre()}`;
    const avisos = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      const res = await atualizar();
      expect(avisos.mock.calls).toEqual([[LOG_SGS_INDISPONIVEL]]);
      expect(res.status).toBe(502);
      expect(await res.json()).toEqual({
        erro: 'Não foi possível consultar o Banco Central agora. Tente novamente mais tarde.',
        message: 'Não foi possível consultar o Banco Central agora. Tente novamente mais tarde.',
        codigo: 'ERRO_PROVEDOR',
      });
    } finally {
      avisos.mockRestore();
      c.deps.env.SGS_URL = sgs.url;
    }
    expect((await atualizar(c.inquilinoA.token)).status).toBe(403);
    expect((await c.request('/api/indices/atualizar', { method: 'POST' })).status).toBe(401);
    expect(sgs.pedidos).toEqual([]);
  });
});

describe('shipped series', () => {
  it('IGP-M, IPCA and INPC from 2020-01 to 2025-12, twelve months a year', () => {
    const meses = mesesEmbarcados();
    for (const indice of ['IGP-M', 'IPCA', 'INPC']) {
      const da = meses.filter((m) => m.indice === indice).map((m) => m.mes);
      expect([da.length, da[0], da.at(-1)]).toEqual([72, '2020-01', '2025-12']);
    }
    // Published figures: IGP-M 09/2020 4,34 %; IPCA 12/2020 1,35 %; INPC 01/2025 0,00 %.
    const v = (i: string, mes: string) => meses.find((m) => m.indice === i && m.mes === mes)?.variacao;
    expect([v('IGP-M', '2020-09'), v('IPCA', '2020-12'), v('INPC', '2025-01')]).toEqual([4.34, 1.35, 0]);
  });

  it('loading again restores a shipped month and never touches sgs or manual ones', async () => {
    await c.db
      .updateTable('indices_economicos')
      .set({ variacao: 9 })
      .where('indice', '=', 'IGP-M')
      .where('mes', '=', '2020-01')
      .execute();
    await carregarIndicesEmbarcados(c.db);
    await carregarIndicesEmbarcados(c.db);
    const igpm = await (
      await c.request('/api/indices?indice=IGP-M&ate=2020-01', { token: c.admin.token })
    ).json();
    expect(igpm).toEqual([expect.objectContaining({ mes: '2020-01', variacao: 0.48, fonte: 'embarcado' })]);
    expect((await (await serie('IGP-M', '2025-11')).json())[0]).toMatchObject({
      variacao: 0.3,
      fonte: 'manual',
    });
  });
});
