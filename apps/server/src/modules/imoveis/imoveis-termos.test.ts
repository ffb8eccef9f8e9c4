import { imovelParaForm, imovelSchema, MSG_REPASSE, repasseSchema, type Imovel } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro } from '../../test/http-helpers';
import { criarCenarioRepasses } from '../repasses/repasses.fixture';

// A property's administration defaults (issue 11): contract ?? property ?? agency (10 %, minimum
// 150,00, day 10). Clock 15/06/2026; the world is repasses.fixture.ts, with CT-1 and CT-3 stripped
// of their own terms. Figures worked out by hand, owner A in May (CT-1 2.000,00 + condomínio/IPTU
// 600,00; CT-3 1.000,00), both properties at 8 % with a minimum of 100,00:
//   CT-1: 8 % of 2.000,00 = 160,00 (above 100,00) → líquido 2.000 + 600 − 160 = 2.440,00;
//   CT-3: 8 % of 1.000,00 = 80,00 < 100,00 → 100,00, líquido 900,00 (the agency's would take 150,00).
// Owner B's CT-2 keeps its own terms (10 %, intermediação 100 % of the first rent) on a property at
// 5 %, minimum 0, intermediação 0: March 1.000,00 all intermediação, April 10 % = 100,00.
let c: Awaited<ReturnType<typeof criarCenarioRepasses>>;

const TERMOS = [
  'taxaAdministracaoPercentual',
  'taxaAdministracaoMinima',
  'taxaIntermediacaoPercentual',
  'diaRepasse',
];

const lerImovel = async (id: string, token?: string) => {
  const res = await c.request(`/api/imoveis/${id}`, token ? { token } : {});
  expect(res.status).toBe(200);
  return (await res.json()) as Record<string, unknown>;
};

/** PUT /api/imoveis/:id as the admin: the property as it is, with `termos` on top (photos kept). */
const gravarTermos = (id: string, termos: Record<string, string>, token = c.admin.token) =>
  lerImovel(id, c.admin.token).then((atual) => {
    const f = new FormData();
    const { caracteristicas, ...valores } = imovelParaForm(imovelSchema.parse(atual));
    for (const [k, v] of Object.entries({ ...valores, ...termos }))
      if (String(v) !== '') f.append(k, String(v));
    for (const x of caracteristicas) f.append('caracteristicas[]', x);
    return c.request(`/api/imoveis/${id}`, { method: 'PUT', token, body: f });
  });

const repasse = async (mes: string, dono: string) => {
  const res = await c.request(`/api/repasses?mes=${mes}`, { token: c.admin.token });
  expect(res.status).toBe(200);
  return ((await res.json()) as unknown[])
    .map((r) => repasseSchema.parse(r))
    .find((r) => r.proprietario._id === dono)!;
};

beforeAll(async () => {
  c = await criarCenarioRepasses();
  // A stored photo, so a PUT may keep it (the scenario's properties have none).
  await c.db
    .updateTable('imoveis')
    .set({ fotos: JSON.stringify(['/uploads/fotos/existente.jpg']) })
    .execute();
  await c.db
    .updateTable('contratos')
    .set({
      taxa_administracao_percentual: null,
      taxa_administracao_minima_centavos: null,
      taxa_intermediacao_percentual: null,
    })
    .where('id', 'in', [c.ct1, c.ct3])
    .execute();
  await c.receber(c.ct1, '2026-05', '2026-05-20');
  await c.receber(c.ct3, '2026-05', '2026-05-21');
  await c.receber(c.ct2, '2026-03', '2026-03-05');
  await c.receber(c.ct2, '2026-04', '2026-04-08');
});
afterAll(() => c.close());

describe("a property's administration defaults", () => {
  it('are written and read back by the admin (reais; blank = the agency default)', async () => {
    const res = await gravarTermos(c.imoveis.apto, {
      taxaAdministracaoPercentual: '8',
      taxaAdministracaoMinima: '100,00',
      diaRepasse: '20',
    });
    expect(res.status).toBe(200);
    const salvo = (await res.json()) as Imovel;
    expect([salvo.taxaAdministracaoPercentual, salvo.taxaAdministracaoMinima]).toEqual([8, 100]);
    expect([salvo.taxaIntermediacaoPercentual, salvo.diaRepasse]).toEqual([null, 20]);
    const linha = await c.db
      .selectFrom('imoveis')
      .select(['taxa_administracao_minima_centavos'])
      .where('id', '=', c.imoveis.apto)
      .executeTakeFirstOrThrow();
    expect(linha.taxa_administracao_minima_centavos).toBe(100_00);
    expect(await lerImovel(c.imoveis.apto, c.admin.token)).toMatchObject({
      taxaAdministracaoPercentual: 8,
      taxaAdministracaoMinima: 100,
      taxaIntermediacaoPercentual: null,
      diaRepasse: 20,
    });
    expect(
      (
        await gravarTermos(c.imoveis.casa, {
          taxaAdministracaoPercentual: '8',
          taxaAdministracaoMinima: '100',
          diaRepasse: '22',
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await gravarTermos(c.imoveis.loja, {
          taxaAdministracaoPercentual: '5',
          taxaAdministracaoMinima: '0',
          taxaIntermediacaoPercentual: '0',
        })
      ).status,
    ).toBe(200);
  });

  it('are refused out of range with the same messages as the contract', async () => {
    const E = MSG_REPASSE.erros;
    const C = MSG_REPASSE.campos;
    const msg = E.percentualInvalido(C.taxaAdministracaoPercentual);
    await esperarErro(await gravarTermos(c.imoveis.apto, { taxaAdministracaoPercentual: '150' }), 400, msg, [
      { taxaAdministracaoPercentual: msg },
    ]);
    await esperarErro(await gravarTermos(c.imoveis.apto, { diaRepasse: '29' }), 400, E.diaInvalido, [
      { diaRepasse: E.diaInvalido },
    ]);
  });

  it("charge a contract without terms by its property's (hand-computed), repasse day included", async () => {
    const a = await repasse('2026-05', c.donoA.id);
    expect(a.linhas.map((l) => [l.contrato.numero, l.taxaAdministracao, l.liquido])).toEqual([
      ['CT-1', 160, 2440],
      ['CT-3', 100, 900],
    ]);
    expect(a.totais).toMatchObject({ aluguel: 3000, taxaAdministracao: 260, liquido: 3340 });
    // Both contracts have no day of their own: the properties' 20 and 22, the earliest wins.
    expect(a.dataPrevista).toBe('2026-05-20');
  });

  it("yield to the contract's own terms", async () => {
    const marco = await repasse('2026-03', c.donoB.id);
    expect(marco.totais).toMatchObject({ taxaIntermediacao: 1000, taxaAdministracao: 0, liquido: 0 });
    const abril = await repasse('2026-04', c.donoB.id);
    expect(abril.totais).toMatchObject({ taxaAdministracao: 100, liquido: 900 });
    // No day on the contract nor on this property: the agency's.
    expect(abril.dataPrevista).toBe('2026-04-10');
  });

  it("count in the owner's informe de rendimentos the same way", async () => {
    const res = await c.request(`/api/relatorios/informe?ano=2026&proprietarioId=${c.donoA.id}`, {
      token: c.admin.token,
    });
    expect(res.status).toBe(200);
    const informe = (await res.json()) as { meses: { aluguel: number; taxas: number }[] };
    expect(informe.meses[4]).toMatchObject({ aluguel: 3000, taxas: 260 });
  });

  it('are hidden from the public property API (list and detail), shown to the admin', async () => {
    const publico = await lerImovel(c.imoveis.apto);
    for (const campo of [...TERMOS, 'proprietarioId']) expect(publico).not.toHaveProperty(campo);
    // The apartment is rented (occupied): the public reaches it by id (favourites), not in the listing.
    for (const qs of ['limite=100', `ids=${c.imoveis.apto}`]) {
      const itens = (await (await c.request(`/api/imoveis?${qs}`)).json()) as Record<string, unknown>[];
      expect(itens.length).toBeGreaterThan(0);
      for (const i of itens)
        for (const campo of [...TERMOS, 'proprietarioId']) expect(i).not.toHaveProperty(campo);
    }
    const admin = (await (
      await c.request('/api/imoveis?limite=100', { token: c.admin.token })
    ).json()) as Record<string, unknown>[];
    expect(admin.find((i) => i.id === c.imoveis.apto)).toMatchObject({ taxaAdministracaoPercentual: 8 });
  });
});
