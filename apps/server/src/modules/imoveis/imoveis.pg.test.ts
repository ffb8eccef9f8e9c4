import type { Imovel } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextoNoPostgres } from '../../test/contexto';
import { motivoSemPostgres } from '../../test/postgres';
import { arquivo, contar, pngPequeno } from '../../test/http-helpers';
import type { TestContext } from '../../test/test-app';

const motivo = motivoSemPostgres();
if (motivo) console.warn(`PostgreSQL: testes pulados — ${motivo}`);

/** The same listing/search behaviour as on SQLite, on a real PostgreSQL (DESIGN §4). */
describe.skipIf(Boolean(motivo))('imóveis on PostgreSQL', () => {
  let ctx: TestContext;
  let fechar: (() => Promise<void>) | undefined;
  beforeAll(async () => ({ ctx, fechar } = await contextoNoPostgres()));
  afterAll(() => fechar?.());

  const listar = async (qs = '', token?: string) => {
    const res = await ctx.request(`/api/imoveis${qs}`, token ? { token } : {});
    expect(res.status).toBe(200);
    return { itens: (await res.json()) as Imovel[], total: Number(res.headers.get('X-Total-Count')) };
  };

  it('seeds and lists newest first with numbers as numbers', async () => {
    // Two of the six are rented (Ocupado): the public sees four, the admin six.
    const { itens, total } = await listar();
    expect(total).toBe(4);
    expect((await listar('?limite=100', await ctx.adminToken())).total).toBe(6);
    expect(typeof itens[0]!.preco).toBe('number');
    expect(typeof itens[0]!.destaque).toBe('boolean');
  });

  it('filters and searches like SQLite (accents, case, LIKE wildcards escaped)', async () => {
    expect((await listar('?localizacao=SAO PAULO', await ctx.adminToken())).total).toBe(3);
    expect((await listar('?localizacao=SAO PAULO')).total).toBe(1);
    expect((await listar('?tipo=Terreno')).itens.map((i) => i.cidade)).toEqual(['Cotia']);
    expect((await listar('?busca=cobertura&operacao=Venda')).itens.map((i) => i.bairro)).toEqual(['Gonzaga']);
    expect((await listar('?localizacao=_')).total).toBe(0);
    expect((await listar('?destaque=true')).itens.every((i) => i.destaque)).toBe(true);
    const p = await listar('?limite=4&pagina=2', await ctx.adminToken());
    expect([p.total, p.itens.length]).toEqual([6, 2]);
    expect((await listar('?ordem=menor-preco&precoMin=1000&quartos=1')).itens.map((i) => i.preco)).toEqual([
      1290000, 1850000,
    ]);
  });

  it('creates, edits and deletes through the API', async () => {
    const token = await ctx.adminToken();
    const f = new FormData();
    const campos = {
      titulo: 'Loja no Brás',
      tipo: 'Comercial',
      operacao: 'Aluguel',
      preco: '4500.5',
      endereco: 'Rua Oriente, 1',
      bairro: 'Brás',
      cidade: 'São Paulo',
      estado: 'SP',
      areaUtil: '80',
      descricao: 'Loja.',
    };
    for (const [k, v] of Object.entries(campos)) f.append(k, v);
    f.append('fotos', arquivo(pngPequeno(), 'a.png'));
    const criado = await ctx.request('/api/imoveis', { method: 'POST', token, body: f });
    expect(criado.status).toBe(201);
    const im = (await criado.json()) as Imovel;
    expect(im.preco).toBe(4500.5);
    expect((await listar('?localizacao=bras')).itens.map((i) => i.id)).toContain(im.id);
    const antes = await contar(ctx, 'imoveis');
    expect((await ctx.request(`/api/imoveis/${im.id}`, { method: 'DELETE', token })).status).toBe(204);
    expect(await contar(ctx, 'imoveis')).toBe(antes - 1);
  });
});
