import {
  hojeNaAgencia,
  MSG,
  paraReais,
  proximoDiaUtil,
  type ExtratoAnual,
  type Imovel,
  type RelatorioInadimplencia,
  type RelatorioOcupacao,
  type RelatorioReceita,
} from '@morada/domain';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pagamentosComInquilino } from '../../db/pagamentos.repository';
import { recebimentosComImovel } from '../../db/recebimentos.repository';
import { getConfiguracao } from '../configuracoes/configuracoes.repository';
import { contextoComTokens, type Tokens } from '../../test/contexto';
import { arquivo, esperarErro, pngPequeno } from '../../test/http-helpers';
import type { TestContext } from '../../test/test-app';
import { lerColuna } from '../../test/banco';

let ctx: TestContext;
let t: Tokens;
// Tokens are checked against the real clock, so the reports run as of today (the seed is relative),
// the agency's today: São Paulo's calendar day, not UTC's.
const HOJE = hojeNaAgencia(new Date());
const ANO = Number(HOJE.slice(0, 4));
beforeAll(async () => ({ ctx, t } = await contextoComTokens()));
afterAll(() => ctx.close());

const obter = async <T>(caminho: string): Promise<T> => {
  const res = await ctx.request(`/api/relatorios/${caminho}`, { token: t.admin });
  expect(res.status).toBe(200);
  return (await res.json()) as T;
};

const somar = (xs: number[]) => Math.round(xs.reduce((a, b) => a + b, 0) * 100) / 100;
const somarCentavos = (xs: number[]) => paraReais(xs.reduce((a, b) => a + b, 0));

/** Payments as stored (centavos), for checking the reports against the database itself. */
const pagamentos = () =>
  pagamentosComInquilino(ctx.db).select(['p.valor_centavos', 'p.status', 'p.vencimento', 'u.nome']).execute();

/** Every amount received, with its tenant. */
const recebimentos = () =>
  recebimentosComImovel(ctx.db)
    .innerJoin('usuarios as u', 'u.id', 'c.inquilino_id')
    .select([
      'r.data',
      'r.valor_centavos',
      'r.aluguel_centavos',
      'r.multa_centavos',
      'r.juros_centavos',
      'u.nome',
    ])
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

  // Each report checks the parameters its declaration lists (a parameter it does not take is ignored).
  it('400 on a bad year, format or party, never 500', async () => {
    for (const qs of [
      'receita?ano=abc',
      'receita?ano=1800',
      'receita?formato=xls',
      'extrato-anual?parte=corretor',
      'extrato-anual?ano=2026.5',
      'ocupacao?formato=docx',
    ]) {
      const res = await ctx.request(`/api/relatorios/${qs}`, { token: t.admin });
      expect(res.status, qs).toBe(400);
      expect(((await res.json()) as { codigo: string }).codigo).toBe('VALIDACAO');
    }
  });
});

describe('receita', () => {
  it('twelve months of expected and received amounts that match the ledger, and the goal', async () => {
    const r = await obter<RelatorioReceita>(`receita?ano=${ANO}`);
    expect(r.meses.map((m) => m.mes)).toEqual(
      Array.from({ length: 12 }, (_, i) => `${ANO}-${String(i + 1).padStart(2, '0')}`),
    );
    // Received = every amount received in the year, partial ones included, by the day received.
    const doAno = (await recebimentos()).filter((x) => x.data.startsWith(String(ANO)));
    expect(r.totais.recebido).toBe(somarCentavos(doAno.map((x) => x.valor_centavos)));
    expect(r.totais.recebido).toBe(somar(r.meses.map((m) => m.recebido)));
    const devidos = (await pagamentos()).filter(
      (p) => p.status !== 'CANCELLED' && p.vencimento.startsWith(String(ANO)),
    );
    expect(r.totais.esperado).toBe(somarCentavos(devidos.map((p) => p.valor_centavos)));
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
  it('lists every open payment whose prazo has passed, with multa and juros added up', async () => {
    const r = await obter<RelatorioInadimplencia>('inadimplencia');
    const { feriadosLocais } = await getConfiguracao(ctx.db);
    const abertos = (await pagamentos()).filter(
      (p) => p.status === 'PENDING' && proximoDiaUtil(p.vencimento, feriadosLocais) < HOJE,
    );
    expect(r.dataBase).toBe(HOJE);
    expect(r.itens).toHaveLength(abertos.length);
    expect(r.itens.length).toBeGreaterThan(0);
    for (const i of r.itens) {
      expect(i.diasAtraso).toBeGreaterThan(0);
      expect(i.multa).toBeGreaterThan(0);
      expect(i.valorAtualizado).toBeCloseTo(i.valor + i.multa + i.juros, 2);
    }
    expect(r.totais.valorAtualizado).toBe(somar(r.itens.map((i) => i.valorAtualizado)));
  });

  it('the rate of each of the last twelve months, the current one last', async () => {
    const r = await obter<RelatorioInadimplencia>('inadimplencia');
    expect(r.meses).toHaveLength(12);
    expect(r.meses.at(-1)?.mes).toBe(HOJE.slice(0, 7));
    for (const m of r.meses) {
      expect(m.emAtraso).toBeLessThanOrEqual(m.devido);
      expect(m.taxaInadimplencia).toBe(m.devido > 0 ? Math.round((m.emAtraso / m.devido) * 1000) / 10 : 0);
    }
    const dashboard = await ctx.request('/api/dashboard/estatisticas', { token: t.admin });
    expect(((await dashboard.json()) as { taxaInadimplencia: number }).taxaInadimplencia).toBe(
      r.meses.at(-1)?.taxaInadimplencia,
    );
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
  it('per tenant: everything each tenant paid in the year, month by month', async () => {
    const r = await obter<ExtratoAnual>(`extrato-anual?ano=${ANO}&parte=inquilino`);
    const mariana = r.pessoas.find((p) => p.nome === 'Mariana Costa');
    expect(mariana).toBeDefined();
    const pagos = (await recebimentos()).filter(
      (x) => x.nome === 'Mariana Costa' && x.data.startsWith(String(ANO)),
    );
    expect(mariana!.total).toBe(somarCentavos(pagos.map((x) => x.valor_centavos)));
    const c = mariana!.contratos[0]!;
    expect(c.meses).toHaveLength(12);
    expect(c.total).toBe(somar(c.meses));
    expect(c.contraparte).toBe('Roberto Almeida');
  });

  it('per owner: the rent part plus the demo contracts’ share of multa/juros (100 %); pass-through charges apart', async () => {
    const r = await obter<ExtratoAnual>(`extrato-anual?ano=${ANO}&parte=proprietario`);
    const roberto = r.pessoas.find((p) => p.nome === 'Roberto Almeida');
    expect(roberto?.cpf).toBe('321.654.987-91');
    expect(roberto!.contratos.some((c) => c.contraparte === 'Mariana Costa')).toBe(true);
    const doAno = (await recebimentos()).filter((x) => x.data.startsWith(String(ANO)));
    expect(somar(r.pessoas.map((p) => p.total))).toBe(
      somarCentavos(doAno.map((x) => x.aluguel_centavos + x.multa_centavos + x.juros_centavos)),
    );
    // The same money seen from both sides: what tenants paid = owners' income + pass-through.
    const inquilinos = await obter<ExtratoAnual>(`extrato-anual?ano=${ANO}&parte=inquilino`);
    const resto = r.pessoas.flatMap((p) => p.contratos.map((c) => c.condominio + c.iptu + c.outros));
    expect(somar([...r.pessoas.map((p) => p.total), ...resto])).toBe(
      somar(inquilinos.pessoas.map((p) => p.total)),
    );
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
    expect(linhas[0]).toBe('Mês;Esperado;Recebido;Multas e juros;Meta;% da meta');
    expect(linhas).toHaveLength(14);
    expect(linhas[1]).toMatch(new RegExp(`^01/${ANO};R\\$ `));
    expect(linhas[13]).toMatch(/^Total;/);
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
    const dono = await lerColuna(ctx.db, 'usuarios', 'id', { perfil: 'proprietario' });
    const inquilino = await lerColuna(ctx.db, 'usuarios', 'id', { perfil: 'inquilino' });
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
