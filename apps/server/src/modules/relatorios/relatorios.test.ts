import {
  MSG,
  type ExtratoAnual,
  type Imovel,
  type RelatorioInadimplencia,
  type RelatorioOcupacao,
  type RelatorioReceita,
} from '@morada/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getConfiguracao } from '../configuracoes/configuracoes.repository';
import { arquivo, esperarErro, pngPequeno, tokens } from '../../test/http-helpers';
import { createTestContext, type TestContext } from '../../test/test-app';

let ctx: TestContext;
let t: Awaited<ReturnType<typeof tokens>>;
// Tokens are checked against the real clock, so the reports run as of today (the seed is relative).
const HOJE = new Date().toISOString().slice(0, 10);
const ANO = Number(HOJE.slice(0, 4));
beforeAll(async () => {
  ctx = await createTestContext();
  t = await tokens(ctx);
});
afterAll(() => ctx.close());

const obter = async <T>(caminho: string): Promise<T> => {
  const res = await ctx.request(`/api/relatorios/${caminho}`, { token: t.admin });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};

const somar = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;

/** Payments as stored, for checking the reports against the database itself. */
const pagamentos = () =>
  ctx.db
    .selectFrom('pagamentos as p')
    .innerJoin('contratos as c', 'c.id', 'p.contrato_id')
    .innerJoin('usuarios as u', 'u.id', 'c.inquilino_id')
    .select(['p.valor', 'p.valor_pago', 'p.status', 'p.vencimento', 'p.data_pagamento', 'u.nome'])
    .execute();

describe('access', () => {
  const rotas = [
    'receita',
    'inadimplencia',
    'ocupacao',
    'extrato-anual',
    'receita?formato=pdf',
    'extrato-anual?formato=csv',
  ];

  it('anonymous 401; inquilino, proprietario and corretor 403', async () => {
    for (const r of rotas) {
      await esperarErro(await ctx.request(`/api/relatorios/${r}`), 401, MSG.auth.naoAutenticado);
      for (const token of [t.inquilino, t.proprietario, t.corretor]) {
        await esperarErro(await ctx.request(`/api/relatorios/${r}`, { token }), 403, MSG.auth.semPermissao);
      }
    }
  });

  it('400 on a bad year, format or party, never 500', async () => {
    for (const qs of [
      'receita?ano=abc',
      'receita?ano=1800',
      'receita?formato=xls',
      'extrato-anual?parte=corretor',
      'ocupacao?ano=2026.5',
    ]) {
      const res = await ctx.request(`/api/relatorios/${qs}`, { token: t.admin });
      expect(res.status, qs).toBe(400);
      expect(((await res.json()) as { codigo: string }).codigo).toBe('VALIDACAO');
    }
  });
});

describe('receita', () => {
  it('twelve months of expected and received amounts that match the payments, and the goal', async () => {
    const r = await obter<RelatorioReceita>(`receita?ano=${ANO}`);
    expect(r.meses.map((m) => m.mes)).toEqual(
      Array.from({ length: 12 }, (_, i) => `${ANO}-${String(i + 1).padStart(2, '0')}`),
    );
    const todos = await pagamentos();
    const recebidos = todos.filter(
      (p) => p.status === 'RECEIVED' && p.data_pagamento?.startsWith(String(ANO)),
    );
    expect(r.totais.recebido).toBe(somar(recebidos.map((p) => p.valor_pago ?? p.valor)));
    const devidos = todos.filter((p) => p.status !== 'CANCELLED' && p.vencimento.startsWith(String(ANO)));
    expect(r.totais.esperado).toBe(somar(devidos.map((p) => p.valor)));
    expect(r.totais.recebido).toBeGreaterThan(0);
    const config = await getConfiguracao(ctx.db);
    expect(config.metaReceitaMensal).toBeGreaterThan(0);
    expect(r.meses.every((m) => m.meta === config.metaReceitaMensal)).toBe(true);
  });

  it('a year with no payments answers zeros, not an error', async () => {
    const r = await obter<RelatorioReceita>('receita?ano=2001');
    expect(r.totais.recebido).toBe(0);
    expect(r.meses.every((m) => m.esperado === 0 && m.recebido === 0)).toBe(true);
  });
});

describe('inadimplencia', () => {
  it('lists every open payment past due with multa and juros added up', async () => {
    const r = await obter<RelatorioInadimplencia>('inadimplencia');
    const abertos = (await pagamentos()).filter((p) => p.status === 'PENDING' && p.vencimento < HOJE);
    expect(r.dataBase).toBe(HOJE);
    expect(r.itens).toHaveLength(abertos.length);
    expect(r.itens.length).toBeGreaterThan(0);
    for (const i of r.itens) {
      expect(i.diasAtraso).toBeGreaterThan(0);
      expect(i.multa).toBe(Math.round(i.valor * 2) / 100);
      expect(i.valorAtualizado).toBeCloseTo(i.valor + i.multa + i.juros, 2);
    }
    expect(r.totais.valorAtualizado).toBe(somar(r.itens.map((i) => i.valorAtualizado)));
  });
});

describe('ocupacao', () => {
  it('covers only rental properties, with the active contract of the occupied ones', async () => {
    const r = await obter<RelatorioOcupacao>('ocupacao');
    const aluguel = await ctx.db
      .selectFrom('imoveis')
      .select('status')
      .where('operacao', '=', 'Aluguel')
      .execute();
    expect(r.imoveis).toHaveLength(aluguel.length);
    expect(somar(r.resumo.map((s) => s.quantidade))).toBe(aluguel.length);
    const ocupados = aluguel.filter((i) => i.status === 'Ocupado').length;
    expect(r.taxaOcupacao).toBe(Math.round((ocupados / aluguel.length) * 1000) / 10);
    expect(r.imoveis.some((i) => i.contrato === 'CT-2026-001' && i.inquilino === 'Mariana Costa')).toBe(true);
  });
});

describe('extrato-anual', () => {
  it("per tenant: each tenant's rent paid in the year, month by month", async () => {
    const r = await obter<ExtratoAnual>(`extrato-anual?ano=${ANO}&parte=inquilino`);
    const mariana = r.pessoas.find((p) => p.nome === 'Mariana Costa');
    expect(mariana).toBeDefined();
    const pagos = (await pagamentos()).filter(
      (p) =>
        p.nome === 'Mariana Costa' && p.status === 'RECEIVED' && p.data_pagamento?.startsWith(String(ANO)),
    );
    expect(mariana!.total).toBe(somar(pagos.map((p) => p.valor_pago ?? p.valor)));
    const c = mariana!.contratos[0]!;
    expect(c.meses).toHaveLength(12);
    expect(c.total).toBe(somar(c.meses));
    expect(c.contraparte).toBe('Roberto Almeida');
  });

  it('per owner: the demo owner receives the rent of the properties he owns', async () => {
    const r = await obter<ExtratoAnual>(`extrato-anual?ano=${ANO}&parte=proprietario`);
    const roberto = r.pessoas.find((p) => p.nome === 'Roberto Almeida');
    expect(roberto?.cpf).toBe('321.654.987-11');
    expect(roberto!.contratos.some((c) => c.contraparte === 'Mariana Costa')).toBe(true);
    const inquilinos = await obter<ExtratoAnual>(`extrato-anual?ano=${ANO}&parte=inquilino`);
    // The same money, seen from both sides.
    expect(somar(r.pessoas.map((p) => p.total))).toBe(somar(inquilinos.pessoas.map((p) => p.total)));
  });
});

describe('downloads', () => {
  it('CSV: attachment with the columns, a row per month and the totals', async () => {
    const res = await ctx.request(`/api/relatorios/receita?ano=${ANO}&formato=csv`, { token: t.admin });
    expect(res.status).toBe(200);
    expect(res.headers.get('Content-Type')).toMatch(/^text\/csv/);
    expect(res.headers.get('Content-Disposition')).toBe(`attachment; filename="receita_${ANO}.csv"`);
    const linhas = (await res.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\r\n');
    expect(linhas[0]).toBe('"Mês","Esperado","Recebido","Meta","% da meta"');
    expect(linhas).toHaveLength(14);
    expect(linhas[1]).toMatch(new RegExp(`^"01/${ANO}","R\\$ `));
    expect(linhas[13]).toMatch(/^"Total",/);
  });

  it('PDF: a real PDF titled after the report, for every report', async () => {
    const casos: [string, string][] = [
      [`receita?ano=${ANO}`, MSG.adminUi.relatorios.titulos.receita(ANO)],
      ['inadimplencia', MSG.adminUi.relatorios.titulos.inadimplencia(HOJE.split('-').reverse().join('/'))],
      [
        `extrato-anual?ano=${ANO}&parte=proprietario`,
        MSG.adminUi.relatorios.titulos.extratoProprietario(ANO),
      ],
      [`extrato-anual?ano=${ANO}&parte=inquilino`, MSG.adminUi.relatorios.titulos.extratoInquilino(ANO)],
    ];
    for (const [caminho, titulo] of casos) {
      const res = await ctx.request(
        `/api/relatorios/${caminho}&formato=pdf`.replace('inadimplencia&', 'inadimplencia?'),
        {
          token: t.admin,
        },
      );
      expect(res.status, caminho).toBe(200);
      expect(res.headers.get('Content-Type')).toBe('application/pdf');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
      const doc = await PDFDocument.load(bytes);
      expect(doc.getTitle()).toBe(titulo);
      expect(doc.getPageCount()).toBeGreaterThan(0);
    }
  });
});

describe('property owner', () => {
  const form = (proprietarioId: string) => {
    const f = new FormData();
    const campos = {
      titulo: 'Sala no Brooklin',
      tipo: 'Comercial',
      operacao: 'Aluguel',
      preco: '3000',
      endereco: 'Rua Joaquim Nabuco, 5',
      bairro: 'Brooklin',
      cidade: 'São Paulo',
      estado: 'SP',
      areaUtil: '40',
      descricao: 'Sala.',
      proprietarioId,
    };
    for (const [k, v] of Object.entries(campos)) f.append(k, v);
    f.append('fotos', arquivo(pngPequeno(), 'a.png'));
    return f;
  };

  it('a property can name a proprietario; anyone else is a field error and nothing is created', async () => {
    const dono = await ctx.db
      .selectFrom('usuarios')
      .select('id')
      .where('perfil', '=', 'proprietario')
      .executeTakeFirstOrThrow();
    const inquilino = await ctx.db
      .selectFrom('usuarios')
      .select('id')
      .where('perfil', '=', 'inquilino')
      .executeTakeFirstOrThrow();
    const antes = (await ctx.db.selectFrom('imoveis').select('id').execute()).length;
    for (const id of [inquilino.id, 'nao-existe']) {
      const res = await ctx.request('/api/imoveis', { method: 'POST', token: t.admin, body: form(id) });
      await esperarErro(res, 400, MSG.imovelForm.proprietarioInvalido, [
        { proprietarioId: MSG.imovelForm.proprietarioInvalido },
      ]);
    }
    expect((await ctx.db.selectFrom('imoveis').select('id').execute()).length).toBe(antes);
    const res = await ctx.request('/api/imoveis', { method: 'POST', token: t.admin, body: form(dono.id) });
    expect(res.status).toBe(201);
    const criado = (await res.json()) as Imovel;
    expect(criado.proprietarioId).toBe(dono.id);
    const relido = (await (
      await ctx.request(`/api/imoveis/${criado.id}`, { token: t.admin })
    ).json()) as Imovel;
    expect(relido.proprietarioId).toBe(dono.id);
    // Visitors and tenants never learn who owns a property.
    for (const token of [undefined, t.inquilino]) {
      const publico = (await (await ctx.request(`/api/imoveis/${criado.id}`, { token })).json()) as Imovel;
      expect(publico.titulo).toBe('Sala no Brooklin');
      expect(publico).not.toHaveProperty('proprietarioId');
      const lista = (await (
        await ctx.request('/api/imoveis?operacao=Aluguel', { token })
      ).json()) as Imovel[];
      expect(lista.every((i) => !('proprietarioId' in i))).toBe(true);
    }
  });
});

describe('cached property reads', () => {
  it('a new contract shows its property as Ocupado on the next public read', async () => {
    const [livre] = (await (
      await ctx.request('/api/imoveis?operacao=Aluguel&status=Disponível')
    ).json()) as Imovel[];
    expect(livre).toBeDefined();
    // Warm the cache with the 'Disponível' answer.
    expect(((await (await ctx.request(`/api/imoveis/${livre!.id}`)).json()) as Imovel).status).toBe(
      'Disponível',
    );
    const res = await ctx.request('/api/contratos', {
      method: 'POST',
      token: t.admin,
      json: {
        numero: 'CT-CACHE-1',
        inquilino: {
          nome: 'Rui Cache',
          email: 'rui.cache@example.com',
          telefone: '(11) 90000-0000',
          cpf: '111.444.777-35',
          rg: '1',
        },
        imovelId: livre!.id,
        dataInicio: HOJE,
        dataFim: `${ANO + 1}-12-31`,
        valorAluguel: 1500,
        diaVencimento: 5,
      },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    expect(((await (await ctx.request(`/api/imoveis/${livre!.id}`)).json()) as Imovel).status).toBe(
      'Ocupado',
    );
  });
});
