import { MSG, MSG_CICLO, painelProprietarioSchema, type ReajustePendente } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro } from '../../test/http-helpers';
import { textoDoPdf } from '../../test/pdf-texto';
import {
  criarCenario,
  ERRO_401,
  ERRO_403,
  INQUILINO_BRUNO,
  type Cenario,
} from '../contratos/cenario.fixture';

// Issue 32. Clock 27/11/2026. Two leases of 01/12/2024–30/11/2026, Fixo 5 %, whose 1st reajuste
// (01/12/2025) was waived, renewed to 30/11/2028 with a new rent of R$ 2.200,00 from 01/11/2026:
//   CT-MOVE (Mariana, Apto Jardins) moves the anniversary: the next reajuste is 01/11/2027;
//   CT-MANTER (Bruno, Casa Vila) keeps it: the 01/12/2026 reajuste is due on the new rent.
// The owner Olga owns both properties; Paulo owns none of them.
let c: Cenario;
let dono: Awaited<ReturnType<Cenario['usuario']>>;
let outroDono: Awaited<ReturnType<Cenario['usuario']>>;
let ctMove: string;
let ctManter: string;
let aditivoMove: { id: string; ordem: number; aniversarioReajuste: string | null };
let aditivoManter: { id: string };
let aditivoSemAluguel: { id: string };

const E = MSG_CICLO.aditivo.erros;
const termo = (ct: string, id: string) => `/api/contratos/${ct}/aditivos/${id}/termo.pdf`;
const renovar = async (ct: string, json: Record<string, unknown>) => {
  const res = await c.request(`/api/contratos/${ct}/aditivos`, {
    method: 'POST',
    token: c.admin.token,
    json,
  });
  expect(res.status).toBe(201);
  return res.json();
};
const pendentes = async (): Promise<ReajustePendente[]> =>
  (await c.request('/api/reajustes/pendentes', { token: c.admin.token })).json();
const proximo = async (numero: string) => {
  const res = await c.request('/api/proprietario/painel', { token: dono.token });
  return painelProprietarioSchema.parse(await res.json()).contratos.find((x) => x.numero === numero)
    ?.proximoReajuste;
};
const pdf = async (path: string, token: string) => {
  const res = await c.request(path, { token });
  return {
    status: res.status,
    tipo: res.headers.get('content-type'),
    // Long paragraphs wrap: read the text as one line.
    texto: textoDoPdf(new Uint8Array(await res.arrayBuffer())).replace(/\s+/g, ' '),
  };
};

beforeAll(async () => {
  c = await criarCenario({ now: new Date('2026-11-27T12:00:00Z') });
  dono = await c.usuario('Olga Proprietária', 'olga.prop@teste.com', 'proprietario');
  outroDono = await c.usuario('Paulo Proprietário', 'paulo.prop@teste.com', 'proprietario');
  await c.darImoveisAo(dono.id, [c.imoveis.apto, c.imoveis.casa]);
  const contrato = {
    dataInicio: '2024-12-01',
    dataFim: '2026-11-30',
    indiceReajuste: 'Fixo',
    reajustePercentualFixo: '5',
  };
  ctMove = (await c.criarContrato({ ...contrato, numero: 'CT-MOVE' }))._id;
  ctManter = (
    await c.criarContrato({
      ...contrato,
      numero: 'CT-MANTER',
      imovelId: c.imoveis.casa,
      inquilino: INQUILINO_BRUNO,
    })
  )._id;
  for (const contratoId of [ctMove, ctManter]) {
    const res = await c.postar('/api/reajustes/dispensar', { contratoId, aniversario: '2025-12-01' });
    expect(res.status).toBe(200);
  }
});
afterAll(() => c.close());

describe('renovação com novo aluguel e o aniversário do reajuste', () => {
  it('a renewal without a new rent changes nothing: 01/12/2026 is offered', async () => {
    aditivoSemAluguel = await renovar(ctMove, { novaDataFim: '2027-11-30' });
    expect(aditivoSemAluguel).toMatchObject({ aluguelNovo: null, aniversarioReajuste: null });
    expect((await pendentes()).map((p) => [p.contratoNumero, p.aniversario])).toEqual([
      ['CT-MOVE', '2026-12-01'],
    ]);
    expect(await proximo('CT-MOVE')).toBe('2026-12-01');
  });

  it('a new rent from 01/11/2026 moves the next reajuste to 01/11/2027: the index is not offered on 01/12/2026', async () => {
    aditivoMove = await renovar(ctMove, {
      novaDataFim: '2028-11-30',
      novoAluguel: '2.200,00',
      vigencia: '2026-11-01',
    });
    expect(aditivoMove).toMatchObject({ ordem: 2, aluguelNovo: 2200, aniversarioReajuste: 'mover' });
    expect((await pendentes()).filter((p) => p.contratoNumero === 'CT-MOVE')).toEqual([]);
    expect(await proximo('CT-MOVE')).toBe('2027-11-01');
    // Applying now does nothing to the renegotiated rent.
    const res = await c.postar('/api/reajustes/aplicar', { contratoIds: [ctMove] });
    expect(await res.json()).toMatchObject({ resultados: [{ contratoId: ctMove, resultado: 'ignorado' }] });
    const ct = await (await c.request(`/api/contratos/${ctMove}`, { token: c.admin.token })).json();
    expect(ct.valorAluguel).toBe(2200);
  });

  it("with 'manter o aniversário original' the 01/12/2026 reajuste stays, on the new rent", async () => {
    aditivoManter = await renovar(ctManter, {
      novaDataFim: '2028-11-30',
      novoAluguel: 2200,
      vigencia: '2026-11-01',
      aniversarioReajuste: 'manter',
    });
    expect(aditivoManter).toMatchObject({ aniversarioReajuste: 'manter' });
    expect((await pendentes()).filter((p) => p.contratoNumero === 'CT-MANTER')).toMatchObject([
      { aniversario: '2026-12-01', aluguelAtual: 2200, aluguelNovo: 2310 },
    ]);
    expect(await proximo('CT-MANTER')).toBe('2026-12-01');
  });

  it('refuses an unknown anniversary choice with the field', async () => {
    await esperarErro(
      await c.postar(`/api/contratos/${ctManter}/aditivos`, {
        novaDataFim: '2029-11-30',
        novoAluguel: 2300,
        aniversarioReajuste: 'talvez',
      }),
      400,
      E.aniversarioInvalido,
      [{ aniversarioReajuste: E.aniversarioInvalido }],
    );
  });
});

describe('GET /api/contratos/:id/aditivos/:aditivoId/termo.pdf', () => {
  it('is the termo aditivo with its numbers, for the admin, the tenant and the owner', async () => {
    for (const token of [c.admin.token, c.inquilinoA.token, dono.token]) {
      const r = await pdf(termo(ctMove, aditivoMove.id), token);
      expect([r.status, r.tipo]).toEqual([200, 'application/pdf']);
      expect(r.texto).toContain('Termo aditivo ao contrato de locação');
      expect(r.texto).toContain(
        '2º termo aditivo ao contrato de locação nº CT-MOVE, iniciado em 01/12/2024.',
      );
      expect(r.texto).toContain('Mariana Costa');
      expect(r.texto).toContain('Apto Jardins');
      expect(r.texto).toContain(
        'O prazo da locação, que terminava em 30/11/2027, fica prorrogado até 30/11/2028.',
      );
      expect(r.texto).toContain('R$ 2.000,00');
      expect(r.texto).toContain('Novo aluguel, a partir de 01/11/2026');
      expect(r.texto).toContain('R$ 2.200,00');
      expect(r.texto).toContain(
        'O reajuste anual passa a contar da vigência do novo aluguel: o próximo será em 01/11/2027, 12 meses após a última fixação do valor (Lei 10.192/2001, art. 2º).',
      );
      expect(r.texto).toContain('27/11/2026');
    }
  });

  it('says what the renewal did to the anniversary when it kept it, or changed no rent', async () => {
    expect((await pdf(termo(ctManter, aditivoManter.id), c.admin.token)).texto).toContain(
      'O reajuste anual mantém o aniversário que o contrato já tinha',
    );
    const sem = (await pdf(termo(ctMove, aditivoSemAluguel.id), c.admin.token)).texto;
    expect(sem).toContain('O aluguel mensal permanece em R$ 2.000,00.');
    expect(sem).toContain('Sem novo aluguel, o reajuste anual segue o aniversário do contrato.');
  });

  it('is refused to anonymous users, other tenants, brokers and other owners', async () => {
    const path = termo(ctMove, aditivoMove.id);
    expect(await (await c.request(path)).json()).toEqual(ERRO_401);
    for (const token of [c.inquilinoB.token, c.corretor.token, outroDono.token]) {
      const res = await c.request(path, { token });
      expect([res.status, await res.json()]).toEqual([403, ERRO_403]);
    }
  });

  it('404 for an unknown contract or aditivo, or one of another contract; 400 for a malformed id', async () => {
    await esperarErro(
      await c.request(termo('desconhecido', aditivoMove.id), { token: c.admin.token }),
      404,
      MSG.api.contratoNaoEncontrado,
    );
    await esperarErro(
      await c.request(termo(ctMove, 'desconhecido'), { token: c.admin.token }),
      404,
      E.aditivoNaoEncontrado,
    );
    await esperarErro(
      await c.request(termo(ctManter, aditivoMove.id), { token: c.admin.token }),
      404,
      E.aditivoNaoEncontrado,
    );
    // Bruno cannot reach Mariana's termo through his own contract.
    expect((await c.request(termo(ctManter, aditivoMove.id), { token: c.inquilinoB.token })).status).toBe(
      404,
    );
    expect((await c.request(termo(ctMove, 'a%20b'), { token: c.admin.token })).status).toBe(400);
  });

  it("is listed once, after the lease, among the tenant's documents", async () => {
    const r = await (await c.request('/api/locatario/resumo', { token: c.inquilinoA.token })).json();
    const termos = r.documentos.filter((d: { id: string }) => d.id.startsWith('aditivo-'));
    expect(r.documentos[0].id).toBe(`contrato-${ctMove}`);
    expect(r.documentos.slice(1, 3)).toEqual(termos);
    expect(termos).toEqual([
      {
        id: `aditivo-${aditivoSemAluguel.id}`,
        titulo: '1º Termo aditivo ao contrato nº CT-MOVE',
        data: '2026-11-27',
        arquivo: termo(ctMove, aditivoSemAluguel.id),
      },
      {
        id: `aditivo-${aditivoMove.id}`,
        titulo: '2º Termo aditivo ao contrato nº CT-MOVE',
        data: '2026-11-27',
        arquivo: termo(ctMove, aditivoMove.id),
      },
    ]);
  });
});
