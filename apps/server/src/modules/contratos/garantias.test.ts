import { garantiaSchema, MSG, MSG_CICLO, MSG_ENTRADAS, contratoSchema } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro } from '../../test/http-helpers';
import { textoDoPdf } from '../../test/pdf-texto';
import {
  criarCenario,
  criarContratoFinalizado,
  ERRO_401,
  ERRO_403,
  inquilino,
  type Cenario,
} from './cenario.fixture';

// Clock: 15/06/2026. CT-1 (Mariana, R$ 2.000,00: caução up to R$ 6.000,00) ends 31/12/2027.
let c: Cenario;
let ct: string;
const E = MSG_CICLO.garantia.erros;
const url = (id: string) => `/api/contratos/${id}/garantia`;
const put = (json: unknown, id = ct, token = c.admin.token) =>
  c.request(url(id), { method: 'PUT', token, json });
const fiador = {
  tipo: 'fiador',
  nome: 'José Fiador',
  cpf: '529.982.247-25',
  telefone: '(11) 95555-0000',
  imovelOferecido: 'Casa na Rua B, 20, matrícula 123',
};

beforeAll(async () => {
  c = await criarCenario();
  ct = (await c.criarContrato())._id;
});
afterAll(() => c.close());

describe('acesso às rotas de garantia', () => {
  it.each(['GET', 'PUT', 'DELETE'])(
    '%s: anonymous 401, tenant and broker 403, nothing written',
    async (method) => {
      const json = method === 'PUT' ? fiador : undefined;
      expect(await (await c.request(url(ct), { method, json })).json()).toEqual(ERRO_401);
      for (const token of [c.inquilinoA.token, c.corretor.token]) {
        const res = await c.request(url(ct), { method, token, json });
        expect([res.status, await res.json()]).toEqual([403, ERRO_403]);
      }
      const g = await (await c.request(url(ct), { token: c.admin.token })).json();
      expect(g).toEqual({ garantia: null });
    },
  );
});

describe('PUT /api/contratos/:id/garantia', () => {
  it('records each kind, one per contract (the last replaces the one before)', async () => {
    const casos = [
      // Typed with the mask, stored and answered as digits.
      [
        fiador,
        {
          ...fiador,
          cpf: '52998224725',
          telefone: '11955550000',
          email: '',
          vencimento: null,
          situacao: 'sem-validade',
        },
      ],
      [
        {
          tipo: 'seguro-fianca',
          seguradora: 'Porto',
          apolice: 'AP-1',
          cobertura: '30.000,00',
          vigenciaFim: '2026-07-01',
        },
        {
          seguradora: 'Porto',
          apolice: 'AP-1',
          cobertura: 30000,
          vigenciaFim: '2026-07-01',
          vencimento: '2026-07-01',
          situacao: 'vencendo',
        },
      ],
      [
        {
          tipo: 'titulo-capitalizacao',
          emissora: 'Cap',
          numero: 'T-9',
          valor: 5000,
          vigenciaFim: '2027-06-01',
        },
        {
          emissora: 'Cap',
          numero: 'T-9',
          valor: 5000,
          vigenciaFim: '2027-06-01',
          vencimento: '2027-06-01',
          situacao: 'vigente',
        },
      ],
      [
        { tipo: 'caucao', valor: '6.000,00', deposito: 'Poupança 1', dataDeposito: '2026-01-02' },
        {
          valor: 6000,
          deposito: 'Poupança 1',
          dataDeposito: '2026-01-02',
          vencimento: null,
          situacao: 'sem-validade',
        },
      ],
    ] as const;
    for (const [entrada, esperado] of casos) {
      const res = await put(entrada);
      expect(res.status).toBe(200);
      const g = await res.json();
      expect(garantiaSchema.parse(g)).toEqual(g);
      expect(g).toEqual({
        tipo: entrada.tipo,
        contratoId: ct,
        atualizadoEm: '2026-06-15T12:00:00.000Z',
        ...esperado,
      });
      expect(await (await c.request(url(ct), { token: c.admin.token })).json()).toEqual({ garantia: g });
    }
    const n = await c.db
      .selectFrom('garantias')
      .select('contrato_id')
      .where('contrato_id', '=', ct)
      .execute();
    expect(n).toHaveLength(1);
  });

  it('refuses a caução above three rents with the field, and bad fields', async () => {
    const msg = E.caucaoAcimaDoLimite('R$ 6.000,00');
    await esperarErro(await put({ tipo: 'caucao', valor: 6000.01, deposito: 'x' }), 400, msg, [
      { valor: msg },
    ]);
    for (const cpf of ['111.111.111-11', '529.982.247-24'])
      await esperarErro(await put({ ...fiador, cpf }), 400, E.cpfInvalido, [{ cpf: E.cpfInvalido }]);
    await esperarErro(await put({ ...fiador, telefone: '95555-0000' }), 400, MSG_ENTRADAS.telefoneInvalido, [
      { telefone: MSG_ENTRADAS.telefoneInvalido },
    ]);
    await esperarErro(await put({ tipo: 'outro' }), 400, E.tipoInvalido, [{ tipo: E.tipoInvalido }]);
    const semVigencia = E.obrigatoria(MSG_CICLO.garantia.campos.vigenciaFim);
    await esperarErro(
      await put({ tipo: 'seguro-fianca', seguradora: 'P', apolice: '1', cobertura: 1 }),
      400,
      semVigencia,
      [{ vigenciaFim: semVigencia }],
    );
    const valor = E.valorInvalido(MSG_CICLO.garantia.campos.valor);
    await esperarErro(await put({ tipo: 'caucao', valor: 0, deposito: 'x' }), 400, valor, [{ valor }]);
    // Nothing changed: the caução of R$ 6.000,00 is still there.
    expect((await (await c.request(url(ct), { token: c.admin.token })).json()).garantia.valor).toBe(6000);
  });

  it('answers 404 for unknown contracts and 409 for ended ones', async () => {
    await esperarErro(await put(fiador, 'desconhecido'), 404, MSG.api.contratoNaoEncontrado);
    await esperarErro(
      await c.request(url('desconhecido'), { token: c.admin.token }),
      404,
      MSG.api.contratoNaoEncontrado,
    );
    const fim = await criarContratoFinalizado(c);
    await esperarErro(await put(fiador, fim), 409, E.contratoEncerrado);
    await esperarErro(
      await c.request(url(fim), { method: 'DELETE', token: c.admin.token }),
      409,
      E.contratoEncerrado,
    );
  });
});

describe('a garantia no contrato, no painel e no documento', () => {
  it('shows the summary on the contract and the list', async () => {
    await put({
      tipo: 'seguro-fianca',
      seguradora: 'Porto',
      apolice: 'AP-1',
      cobertura: 30000,
      vigenciaFim: '2026-07-01',
    });
    const contrato = await (await c.request(`/api/contratos/${ct}`, { token: c.admin.token })).json();
    expect(contratoSchema.strict().parse(contrato)).toEqual(contrato);
    expect(contrato).toMatchObject({
      multaRescisoriaAlugueis: 3,
      garantia: { tipo: 'seguro-fianca', vencimento: '2026-07-01', situacao: 'vencendo' },
      rescisao: null,
      aditivos: 0,
    });
    const lista = await (await c.request('/api/contratos', { token: c.admin.token })).json();
    expect(lista.find((x: { _id: string }) => x._id === ct).garantia).toEqual(contrato.garantia);
  });

  it('raises a dashboard alert for guarantees expiring within 30 days or expired', async () => {
    const vencida = (
      await c.criarContrato({
        numero: 'CT-VENCIDA',
        imovelId: c.imoveis.loja,
        inquilino: inquilino('Carla Dias', 'carla@teste.com'),
      })
    )._id;
    await put(
      { tipo: 'titulo-capitalizacao', emissora: 'Cap', numero: 'T', valor: 10, vigenciaFim: '2026-06-01' },
      vencida,
    );
    const alertas = await (await c.request('/api/dashboard/alertas', { token: c.admin.token })).json();
    const deGarantia = alertas.filter((a: { id: string }) => a.id.startsWith('garantia-'));
    expect(deGarantia).toEqual([
      {
        id: `garantia-${vencida}`,
        tipo: 'danger',
        titulo: 'Título de capitalização do contrato CT-VENCIDA venceu em 01/06/2026',
        acao: 'Renovar garantia',
        prioridade: 'Alta',
        data: '2026-06-01',
        alvo: { tipo: 'garantia', id: vencida, numero: 'CT-VENCIDA' },
      },
      {
        id: `garantia-${ct}`,
        tipo: 'warning',
        titulo: 'Seguro-fiança do contrato CT-1 vence em 01/07/2026',
        acao: 'Renovar garantia',
        prioridade: 'Média',
        data: '2026-07-01',
        alvo: { tipo: 'garantia', id: ct, numero: 'CT-1' },
      },
    ]);
  });

  it('DELETE removes it (204)', async () => {
    const res = await c.request(url(ct), { method: 'DELETE', token: c.admin.token });
    expect(res.status).toBe(204);
    expect(await (await c.request(url(ct), { token: c.admin.token })).json()).toEqual({ garantia: null });
    await put(fiador);
  });

  it("GET …/documento.pdf is the contract drawn from its data, for admins and the contract's own tenant", async () => {
    for (const token of [c.admin.token, c.inquilinoA.token]) {
      const res = await c.request(`/api/contratos/${ct}/documento.pdf`, { token });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      const texto = textoDoPdf(new Uint8Array(await res.arrayBuffer()));
      for (const trecho of [
        'Contrato de locação',
        'Contrato nº CT-1',
        'Mariana Costa, CPF 123.456.789-09, RG 12.345.678-9',
        'Rua Apto Jardins, 10',
        'A locação vigora de 01/01/2026 a 31/12/2027 (730 dias).',
        'R$ 2.000,00',
        'R$ 2.400,00',
        'O pagamento vence todo dia 10 de cada mês.',
        'Fiador: José Fiador, CPF 529.982.247-25',
        'multa de 2%',
        'multa de 3 aluguéis',
      ])
        expect(texto).toContain(trecho);
    }
    const path = `/api/contratos/${ct}/documento.pdf`;
    expect(await (await c.request(path)).json()).toEqual(ERRO_401);
    for (const token of [c.inquilinoB.token, c.corretor.token]) {
      const res = await c.request(path, { token });
      expect([res.status, await res.json()]).toEqual([403, ERRO_403]);
    }
    await esperarErro(
      await c.request('/api/contratos/desconhecido/documento.pdf', { token: c.admin.token }),
      404,
      MSG.api.contratoNaoEncontrado,
    );
  });
});

describe('GET /api/contratos: multa rescisória e contratos a vencer', () => {
  it('keeps the penalty given on create and on update, 3 by default, unchanged when absent', async () => {
    const res = await c.postarContrato({
      numero: 'CT-MULTA',
      imovelId: await c.imovel('Apto Multa', 'Apartamento', 'Aluguel'),
      multaRescisoriaAlugueis: '2,5',
      dataInicio: '2025-07-01',
      dataFim: '2026-07-10',
      inquilino: inquilino('Davi Reis', 'davi@teste.com'),
    });
    expect(res.status).toBe(201);
    const criado = await res.json();
    expect(criado.multaRescisoriaAlugueis).toBe(2.5);
    const { _id, inquilino: _i, imovel, garantia: _g, rescisao: _r, aditivos: _a, ...resto } = criado;
    // The same contract sent back with another multa rescisória (none: the stored one stays).
    const alterar = (multaRescisoriaAlugueis: number | undefined) =>
      c.request(`/api/contratos/${_id}`, {
        method: 'PUT',
        token: c.admin.token,
        json: {
          ...resto,
          imovelId: imovel._id,
          inquilino: inquilino('Davi Reis', 'davi@teste.com'),
          multaRescisoriaAlugueis,
        },
      });
    const alterado = await (await alterar(undefined)).json();
    expect(alterado.multaRescisoriaAlugueis).toBe(2.5);
    const msg = MSG_CICLO.rescisao.erros.multaRescisoriaInvalida;
    await esperarErro(await alterar(13), 400, msg, [{ multaRescisoriaAlugueis: msg }]);
  });

  it('?vencendoEm=30|60|90 lists Ativo contracts ending within the window, soonest first', async () => {
    const ids = async (q: string) =>
      (await (await c.request(`/api/contratos?${q}`, { token: c.admin.token })).json()).map(
        (x: { numero: string }) => x.numero,
      );
    const perto = (
      await c.criarContrato({
        numero: 'CT-PERTO',
        imovelId: await c.imovel('Apto Perto', 'Apartamento', 'Aluguel'),
        dataInicio: '2025-09-01',
        dataFim: '2026-08-20',
        inquilino: inquilino('Eva Luz', 'eva@teste.com'),
      })
    )._id;
    expect(perto).toBeTruthy();
    expect(await ids('vencendoEm=30')).toEqual(['CT-MULTA']);
    expect(await ids('vencendoEm=60')).toEqual(['CT-MULTA']);
    expect(await ids('vencendoEm=90')).toEqual(['CT-MULTA', 'CT-PERTO']);
    expect(await ids('vencendoEm=90&busca=perto')).toEqual(['CT-PERTO']);
    const pagina = await c.request('/api/contratos?vencendoEm=90&limite=1&pagina=2', {
      token: c.admin.token,
    });
    expect(pagina.headers.get('x-total-count')).toBe('2');
    expect((await pagina.json()).map((x: { numero: string }) => x.numero)).toEqual(['CT-PERTO']);
    const msg = MSG_CICLO.aditivo.erros.janelaInvalida;
    for (const v of ['45', 'x'])
      await esperarErro(
        await c.request(`/api/contratos?vencendoEm=${v}`, { token: c.admin.token }),
        400,
        msg,
        [{ vencendoEm: msg }],
      );
  });
});
