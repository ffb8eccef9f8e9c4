import { dadosRepasseSchema, MSG, MSG_REPASSE, type Usuario } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro } from '../../test/http-helpers';
import { DEMO, type TestContext } from '../../test/test-app';
import { dadosRepasseDe } from './dados-repasse.repository';
import { contextoComTokens, type Tokens } from '../../test/contexto';
import { lerColuna } from '../../test/banco';

let ctx: TestContext;
let t: Tokens;
let dono: string;
const E = MSG_REPASSE.erros;
const url = (id: string) => `/api/usuarios/${id}/dados-repasse`;
const obter = async (id = dono) => (await ctx.request(url(id), { token: t.admin })).json();
const put = (json: unknown, id = dono) => ctx.request(url(id), { method: 'PUT', token: t.admin, json });
const DADOS = {
  documento: '11.222.333/0001-81',
  titular: 'Imobiliária Dono Ltda',
  banco: '341 - Itaú',
  agencia: '1234',
  conta: '56789-0',
  chavePix: 'Dono@Exemplo.com',
};
const idDe = async (email: string) => (await lerColuna(ctx.db, 'usuarios', 'id', { email })).id;
const novoUsuario = async (email: string, perfil: string) => {
  const res = await ctx.request('/api/usuarios', {
    method: 'POST',
    token: t.admin,
    json: { nome: 'Rita Dona', email, telefone: '(11) 92222-3333', perfil, senha: 'segredo1' },
  });
  expect(res.status).toBe(201);
  return ((await res.json()) as Usuario).id;
};

beforeAll(async () => {
  ({ ctx, t } = await contextoComTokens());
  dono = await novoUsuario('rita@exemplo.com', 'proprietario');
});
afterAll(() => ctx.close());

describe('/api/usuarios/:id/dados-repasse roles', () => {
  it.each(['GET', 'PUT'])(
    '%s: 401 anonymous, 403 inquilino/corretor/proprietario, nothing written',
    async (method) => {
      const json = method === 'PUT' ? DADOS : undefined;
      await esperarErro(await ctx.request(url(dono), { method, json }), 401, MSG.auth.naoAutenticado);
      for (const token of [t.inquilino, t.corretor, t.proprietario]) {
        await esperarErro(await ctx.request(url(dono), { method, json, token }), 403, MSG.auth.semPermissao);
      }
      expect(await obter()).toBeNull();
    },
  );
});

describe('/api/usuarios/:id/dados-repasse as admin', () => {
  it('GET answers null before anything is recorded', async () => {
    const res = await ctx.request(url(dono), { token: t.admin });
    expect(res.status).toBe(200);
    expect(await res.json()).toBeNull();
  });

  it('PUT records a CNPJ as digits and a normalised PIX key; GET reads it back', async () => {
    const res = await put(DADOS);
    expect(res.status).toBe(200);
    const esperado = { ...DADOS, documento: '11222333000181', chavePix: 'dono@exemplo.com' };
    const corpo = await res.json();
    expect(dadosRepasseSchema.parse(corpo)).toEqual(corpo);
    expect(corpo).toEqual(esperado);
    expect(await obter()).toEqual(esperado);
    const linha = await ctx.db
      .selectFrom('dados_repasse')
      .select(['documento', 'atualizado_em'])
      .where('usuario_id', '=', dono)
      .executeTakeFirstOrThrow();
    expect(linha.documento).toBe('11222333000181');
    expect(linha.atualizado_em).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });

  it('PUT replaces the details: a CPF, empty optional fields, no PIX key', async () => {
    const res = await put({ documento: '529.982.247-25', titular: '', chavePix: '' });
    expect(res.status).toBe(200);
    const esperado = {
      documento: '52998224725',
      titular: '',
      banco: '',
      agencia: '',
      conta: '',
      chavePix: null,
    };
    expect(await res.json()).toEqual(esperado);
    expect(await obter()).toEqual(esperado);
    const n = await ctx.db
      .selectFrom('dados_repasse')
      .select('usuario_id')
      .where('usuario_id', '=', dono)
      .execute();
    expect(n).toHaveLength(1);
  });

  it('refuses a bad CPF/CNPJ, a missing one and a bad PIX key with the field, unchanged', async () => {
    expect((await put(DADOS)).status).toBe(200);
    const antes = await obter();
    await esperarErro(await put({ ...DADOS, documento: '111.111.111-11' }), 400, 'CPF ou CNPJ inválido', [
      { documento: E.documentoInvalido },
    ]);
    await esperarErro(await put({ ...DADOS, documento: '11.222.333/0001-82' }), 400, E.documentoInvalido, [
      { documento: E.documentoInvalido },
    ]);
    const obrigatorio = E.obrigatorio(MSG_REPASSE.campos.documento);
    await esperarErro(await put({ ...DADOS, documento: '' }), 400, obrigatorio, [{ documento: obrigatorio }]);
    const pix = await put({ ...DADOS, chavePix: 'não é chave' });
    expect(pix.status).toBe(400);
    const erros = ((await pix.json()) as { erros: Record<string, string>[] }).erros;
    expect(erros.map((e) => Object.keys(e)[0])).toEqual(['chavePix']);
    expect(Object.values(erros[0]!)[0]).toMatch(/Chave PIX inválida/);
    const quebrado = await ctx.request(url(dono), {
      method: 'PUT',
      token: t.admin,
      body: '{',
      headers: { 'Content-Type': 'application/json' },
    });
    expect(quebrado.status).toBe(400);
    expect(await obter()).toEqual(antes);
  });

  it('answers 409 for a user who is not an owner and 404 for an unknown one, writing nothing', async () => {
    const inquilina = await idDe(DEMO.inquilina.email);
    for (const [method, json] of [['GET'], ['PUT', DADOS]] as const) {
      await esperarErro(
        await ctx.request(url(inquilina), { method, json, token: t.admin }),
        409,
        'Dados de repasse são apenas para proprietários',
      );
      await esperarErro(
        await ctx.request(url('nao-existe'), { method, json, token: t.admin }),
        404,
        MSG.api.usuarioNaoEncontrado,
      );
    }
    // Nothing was written for the refused users (the demo seed has its own owner's row).
    const linhas = await ctx.db
      .selectFrom('dados_repasse')
      .select('usuario_id')
      .where(
        'usuario_id',
        'not in',
        ctx.db.selectFrom('usuarios').select('id').where('email', '=', 'proprietario@morada.com.br'),
      )
      .execute();
    expect(linhas.map((l) => l.usuario_id)).toEqual([dono]);
  });

  it('dadosRepasseDe answers the details of the owners that have them', async () => {
    const outro = await novoUsuario('jorge@exemplo.com', 'proprietario');
    expect((await put({ documento: '529.982.247-25' }, outro)).status).toBe(200);
    const mapa = await dadosRepasseDe(ctx.db, [dono, outro, dono, 'sem-dados']);
    expect([...mapa.keys()].sort()).toEqual([dono, outro].sort());
    expect(mapa.get(outro)).toMatchObject({ documento: '52998224725', chavePix: null });
    expect(mapa.get(dono)).toEqual(await obter());
    expect((await dadosRepasseDe(ctx.db, [])).size).toBe(0);
  });
});
