import { MSG_FINANCEIRO, anuncioSchema, contratoSchema, MSG } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  contarContratos as contarNoCenario,
  criarCenario,
  ERRO_401,
  ERRO_403,
  type Cenario,
  INQUILINO_BRUNO,
} from './cenario.fixture';
import { lerColuna } from '../../test/banco';

let c: Cenario;
beforeAll(async () => {
  c = await criarCenario();
});
afterAll(() => c.close());

const statusImovel = async (id: string) => (await lerColuna(c.db, 'imoveis', 'status', { id })).status;
const contarContratos = () => contarNoCenario(c);

describe('acesso às rotas de contratos', () => {
  const rotas: [string, string][] = [
    ['GET', '/api/contratos'],
    ['GET', '/api/contratos/x1'],
    ['POST', '/api/contratos'],
    ['PUT', '/api/contratos/x1'],
    ['DELETE', '/api/contratos/x1'],
    ['GET', '/api/anuncios'],
    ['POST', '/api/contratos/x1/gerar-pagamentos'],
    ['POST', '/api/contratos/x1/enviar-cobranca'],
  ];
  it.each(rotas)('%s %s: anonymous 401, tenant and broker 403, nothing created', async (method, path) => {
    const antes = await contarContratos();
    const anon = await c.request(path, {
      method,
      json: method === 'GET' || method === 'DELETE' ? undefined : {},
    });
    expect(anon.status).toBe(401);
    expect(await anon.json()).toEqual(ERRO_401);
    for (const token of [c.inquilinoA.token, c.corretor.token]) {
      const res = await c.request(path, {
        method,
        token,
        json: method === 'GET' || method === 'DELETE' ? undefined : c.contratoEntrada(),
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toEqual(ERRO_403);
    }
    expect(await contarContratos()).toBe(antes);
  });
});

describe('CRUD de contratos', () => {
  it('creates a contract in the spec shape, occupies the property, and lists it with a total', async () => {
    const res = await c.postarContrato({ valorCondominio: '', observacoes: 'Obs' });
    expect(res.status).toBe(201);
    const ct = await res.json();
    expect(ct).toMatchObject({
      numero: 'CT-1',
      inquilino: {
        _id: c.inquilinoA.id,
        nome: 'Mariana Costa',
        email: 'mariana@teste.com',
        cpf: '12345678909',
        rg: '12.345.678-9',
        perfil: 'inquilino',
        status: 'ativo',
      },
      imovel: {
        _id: c.imoveis.apto,
        titulo: 'Apto Jardins',
        cidade: 'São Paulo',
        endereco: 'Rua Apto Jardins, 10',
      },
      dataInicio: '2026-01-01',
      dataFim: '2027-12-31',
      valorAluguel: 2000,
      valorCondominio: 0,
      valorIPTU: 100,
      diaVencimento: 10,
      status: 'Ativo',
      observacoes: 'Obs',
      multaPercentual: 2,
      jurosMensalPercentual: 1,
    });
    expect(contratoSchema.strict().parse(ct)).toEqual(ct);
    expect(await statusImovel(c.imoveis.apto)).toBe('Ocupado');

    const lista = await c.request('/api/contratos?busca=mariana', { token: c.admin.token });
    expect(lista.headers.get('X-Total-Count')).toBe('1');
    expect((await lista.json())[0]._id).toBe(ct._id);
    for (const busca of ['ct-1', 'APTO JARDINS', 'Rua Apto']) {
      const r = await c.request(`/api/contratos?busca=${encodeURIComponent(busca)}`, {
        token: c.admin.token,
      });
      expect((await r.json()).map((x: { _id: string }) => x._id)).toEqual([ct._id]);
    }
    const nada = await c.request('/api/contratos?busca=zzz', { token: c.admin.token });
    expect(await nada.json()).toEqual([]);
    expect(nada.headers.get('X-Total-Count')).toBe('0');
    const porStatus = await c.request('/api/contratos?status=Cancelado', { token: c.admin.token });
    expect(await porStatus.json()).toEqual([]);

    const um = await c.request(`/api/contratos/${ct._id}`, { token: c.admin.token });
    expect(await um.json()).toEqual(ct);
  });

  it('refuses a duplicate numero with 409 and a field error, and an occupied or sale property with 400', async () => {
    const antes = await contarContratos();
    const dup = await c.postarContrato({ imovelId: c.imoveis.casa });
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual({
      erro: MSG.api.numeroEmUso,
      message: MSG.api.numeroEmUso,
      codigo: 'CONFLITO',
      erros: [{ numero: MSG.api.numeroEmUso }],
    });
    for (const imovelId of [c.imoveis.apto, c.imoveis.venda, 'naoexiste']) {
      const res = await c.postarContrato({ numero: 'CT-X', imovelId });
      expect(res.status).toBe(400);
      expect((await res.json()).erros).toEqual([{ imovelId: MSG.api.imovelIndisponivel }]);
    }
    expect(await contarContratos()).toBe(antes);
    expect(await statusImovel(c.imoveis.casa)).toBe('Disponível');
  });

  it('validates the form with the exact messages and refuses invalid JSON', async () => {
    const casos: [Record<string, unknown>, string, string][] = [
      [{ numero: '' }, 'numero', 'Número é obrigatório'],
      [{ numero: undefined }, 'numero', 'Número é obrigatório'],
      [
        { inquilino: { nome: 'A', email: 'x', telefone: '11988887777', cpf: '52998224725', rg: '1' } },
        'inquilino.email',
        'Email inválido',
      ],
      [
        { inquilino: { nome: 'A', email: 'a@b.com', telefone: '', cpf: '52998224725', rg: '1' } },
        'inquilino.telefone',
        'Telefone é obrigatório',
      ],
      [{ valorAluguel: 'abc' }, 'valorAluguel', 'Valor do aluguel deve ser um número'],
      [{ valorAluguel: '' }, 'valorAluguel', 'Valor do aluguel é obrigatório'],
      [{ diaVencimento: 32 }, 'diaVencimento', 'Dia de vencimento deve estar entre 1 e 31'],
      [{ dataInicio: '2026-13-45' }, 'dataInicio', 'Data inválida'],
      [{ dataFim: '2025-01-01' }, 'dataFim', 'Data de término deve ser posterior à data de início'],
    ];
    const antes = await contarContratos();
    for (const [over, campo, msg] of casos) {
      const res = await c.postarContrato({ numero: 'CT-V', imovelId: c.imoveis.casa, ...over });
      expect(res.status, JSON.stringify(over)).toBe(400);
      const corpo = await res.json();
      expect(corpo.erros).toContainEqual({ [campo]: msg });
      expect(corpo.codigo).toBe('VALIDACAO');
    }
    const invalido = await c.request('/api/contratos', {
      method: 'POST',
      token: c.admin.token,
      body: '{nao json',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(invalido.status).toBe(400);
    expect(await invalido.json()).toMatchObject({ erro: MSG.api.jsonInvalido, codigo: 'JSON_INVALIDO' });
    expect(await contarContratos()).toBe(antes);
  });

  it('creates a pending tenant for an unknown e-mail, with an unusable password', async () => {
    const ct = await c.criarContrato({
      numero: 'CT-2',
      imovelId: c.imoveis.casa,
      inquilino: {
        nome: 'Novo Inquilino',
        email: 'Novo@Teste.com',
        telefone: '11988887777',
        cpf: '52998224725',
        rg: '3',
      },
      status: 'Pendente',
    });
    const u = await c.db
      .selectFrom('usuarios')
      .selectAll()
      .where('email', '=', 'novo@teste.com')
      .executeTakeFirstOrThrow();
    expect(u).toMatchObject({
      perfil: 'inquilino',
      status: 'pendente',
      cpf: '52998224725',
      rg: '3',
      telefone: '11988887777',
    });
    expect(u.senha_hash.startsWith('scrypt$')).toBe(false);
    // A Pendente contract does not occupy the property.
    expect(await statusImovel(c.imoveis.casa)).toBe('Disponível');
    await c.request(`/api/contratos/${ct._id}`, { method: 'DELETE', token: c.admin.token });
  });

  it('refuses an e-mail that belongs to a non-tenant user', async () => {
    const res = await c.postarContrato({
      numero: 'CT-9',
      imovelId: c.imoveis.casa,
      inquilino: {
        nome: 'X',
        email: 'carlos@teste.com',
        telefone: '11988887777',
        cpf: '52998224725',
        rg: '3',
      },
    });
    expect(res.status).toBe(409);
    expect((await res.json()).erros).toEqual([{ 'inquilino.email': MSG.api.emailEmUso }]);
  });

  it('updates: finishing frees the property, moving to another property occupies it', async () => {
    const ct = await c.criarContrato({
      numero: 'CT-3',
      imovelId: c.imoveis.loja,
      inquilino: INQUILINO_BRUNO,
    });
    expect(await statusImovel(c.imoveis.loja)).toBe('Ocupado');
    // Saving again on its own (occupied) property is allowed.
    const mesmo = await c.request(`/api/contratos/${ct._id}`, {
      method: 'PUT',
      token: c.admin.token,
      json: c.contratoEntrada({
        numero: 'CT-3',
        imovelId: c.imoveis.loja,
        valorAluguel: 2500,
        inquilino: INQUILINO_BRUNO,
      }),
    });
    expect(mesmo.status).toBe(200);
    expect((await mesmo.json()).valorAluguel).toBe(2500);
    const movido = await c.request(`/api/contratos/${ct._id}`, {
      method: 'PUT',
      token: c.admin.token,
      json: c.contratoEntrada({
        numero: 'CT-3',
        imovelId: c.imoveis.casa,
        inquilino: INQUILINO_BRUNO,
      }),
    });
    expect(movido.status).toBe(200);
    expect(await statusImovel(c.imoveis.casa)).toBe('Ocupado');
    expect(await statusImovel(c.imoveis.loja)).toBe('Disponível');
    const fim = await c.request(`/api/contratos/${ct._id}`, {
      method: 'PUT',
      token: c.admin.token,
      json: c.contratoEntrada({
        numero: 'CT-3',
        imovelId: c.imoveis.casa,
        status: 'Finalizado',
        inquilino: INQUILINO_BRUNO,
      }),
    });
    expect((await fim.json()).status).toBe('Finalizado');
    expect(await statusImovel(c.imoveis.casa)).toBe('Disponível');
    await c.request(`/api/contratos/${ct._id}`, { method: 'DELETE', token: c.admin.token });
  });

  it('keeps a contract with payments (409), deletes one without and frees the property; unknown ids are 404', async () => {
    const ct = await c.criarContrato({ numero: 'CT-4', imovelId: c.imoveis.loja });
    await c.gerar(ct._id, 3);
    const comHistorico = await c.request(`/api/contratos/${ct._id}`, {
      method: 'DELETE',
      token: c.admin.token,
    });
    expect([comHistorico.status, (await comHistorico.json()).erro]).toEqual([
      409,
      MSG_FINANCEIRO.erros.contratoComHistorico,
    ]);
    const pag = await c.db.selectFrom('pagamentos').select('id').where('contrato_id', '=', ct._id).execute();
    expect(pag).toHaveLength(3);
    // Ending it is the way out: Finalizado frees the property and keeps the history.
    const fim = await c.request(`/api/contratos/${ct._id}`, {
      method: 'PUT',
      token: c.admin.token,
      json: c.contratoEntrada({ numero: 'CT-4', imovelId: c.imoveis.loja, status: 'Finalizado' }),
    });
    expect(fim.status).toBe(200);
    expect(await statusImovel(c.imoveis.loja)).toBe('Disponível');
    await c.db.deleteFrom('pagamentos').where('contrato_id', '=', ct._id).execute();
    const del = await c.request(`/api/contratos/${ct._id}`, { method: 'DELETE', token: c.admin.token });
    expect(del.status).toBe(204);
    for (const [method, json] of [
      ['GET', undefined],
      ['DELETE', undefined],
      ['PUT', c.contratoEntrada({ numero: 'Z' })],
    ] as const) {
      const res = await c.request(`/api/contratos/${ct._id}`, { method, token: c.admin.token, json });
      expect(res.status).toBe(404);
      expect((await res.json()).erro).toBe(MSG.api.contratoNaoEncontrado);
    }
    const estranho = await c.request('/api/contratos/..%2F..%2Fetc', { token: c.admin.token });
    expect(estranho.status).toBe(400);
  });

  it('lists rental properties as listings', async () => {
    const res = await c.request('/api/anuncios', { token: c.admin.token });
    const lista = await res.json();
    expect(anuncioSchema.strict().array().parse(lista)).toEqual(lista);
    expect(res.headers.get('X-Total-Count')).toBe('3');
    expect(lista).toContainEqual({
      _id: c.imoveis.apto,
      grupo: 'Centro',
      bloco: 'São Paulo/SP',
      apartamento: '3',
      cidade: 'São Paulo',
      titulo: 'Apto Jardins',
      statusAnuncio: 'Ocupado',
    });
    expect(lista).toContainEqual(
      expect.objectContaining({ _id: c.imoveis.casa, apartamento: '', statusAnuncio: 'Disponível' }),
    );
    expect(lista.some((a: { _id: string }) => a._id === c.imoveis.venda)).toBe(false);
  });
});
