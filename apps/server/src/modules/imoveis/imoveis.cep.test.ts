import { MSG_ENTRADAS, type Imovel } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arquivo, esperarErro, pngPequeno } from '../../test/http-helpers';
import type { TestContext } from '../../test/test-app';
import { contextoComTokens, type Tokens } from '../../test/contexto';

// Issue 14: a property's optional CEP, typed with or without the hyphen, kept as 8 digits.
let ctx: TestContext;
let t: Tokens;
beforeAll(async () => ({ ctx, t } = await contextoComTokens()));
afterAll(() => ctx.close());

const CAMPOS: Record<string, string> = {
  titulo: 'Apartamento na Paulista',
  tipo: 'Apartamento',
  operacao: 'Aluguel',
  preco: '4500',
  endereco: 'Av. Paulista, 1000',
  bairro: 'Bela Vista',
  cidade: 'São Paulo',
  estado: 'SP',
  areaUtil: '80',
  descricao: 'Perto do metrô.',
};
const form = (extra: Record<string, string>) => {
  const f = new FormData();
  for (const [k, v] of Object.entries({ ...CAMPOS, ...extra })) f.append(k, v);
  f.append('fotos', arquivo(pngPequeno(), 'a.png'));
  return f;
};
const enviar = (extra: Record<string, string>, method = 'POST', id = '') =>
  ctx.request(`/api/imoveis${id ? `/${id}` : ''}`, { method, token: t.admin, body: form(extra) });

describe('cep of /api/imoveis', () => {
  it('round-trips: typed with the hyphen, stored and answered as digits; empty stays empty', async () => {
    const res = await enviar({ cep: '01310-100' });
    expect(res.status).toBe(201);
    const criado = (await res.json()) as Imovel;
    expect(criado.cep).toBe('01310100');
    expect(((await (await ctx.request(`/api/imoveis/${criado.id}`)).json()) as Imovel).cep).toBe('01310100');
    const semCep = await enviar({}, 'PUT', criado.id);
    expect(semCep.status).toBe(200);
    expect(((await semCep.json()) as Imovel).cep).toBe('');
  });

  it("refuses a CEP that is not 8 digits with 'CEP inválido' under the field", async () => {
    for (const cep of ['0131-010', '013101000', 'abc'])
      await esperarErro(await enviar({ cep }), 400, MSG_ENTRADAS.cepInvalido, [
        { cep: MSG_ENTRADAS.cepInvalido },
      ]);
  });
});
