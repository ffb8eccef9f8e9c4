import { hojeNaAgencia, MSG, MSG_VISTORIAS, type ItemComparado, type Vistoria } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro } from '../../test/http-helpers';
import {
  contextoDeVistorias,
  ID_INEXISTENTE,
  itens,
  json,
  vistoriaConcluida,
  type ContextoDeVistorias,
} from './vistorias.fixture';

const A = MSG_VISTORIAS.api;
let { ctx, t, api, contrato } = {} as ContextoDeVistorias;
let entrada: Vistoria;
let saida: Vistoria;
beforeAll(async () => {
  ({ ctx, t, api, contrato } = await contextoDeVistorias());
  entrada = await vistoriaConcluida(ctx, t.corretor, contrato);
});
afterAll(() => ctx.close());

/** The settlement's line the damage below becomes. */
const LINHA = MSG_VISTORIAS.danoNoAcerto('Sala', 'Piso', 'Troca de 3 tacos');

describe('the exit vistoria', () => {
  it('starts from the entry rooms and items, unrated', async () => {
    saida = await json<Vistoria>(await api.iniciar(t.corretor, contrato, 'saida'), 201);
    expect(saida.ambientes.map((a) => [a.nome, a.itens.map((i) => i.nome)])).toEqual(
      entrada.ambientes.map((a) => [a.nome, a.itens.map((i) => i.nome)]),
    );
    expect(itens(saida).every((i) => i.estado === null && i.fotos.length === 0)).toBe(true);
    // Compared only once concluded.
    await esperarErro(
      await ctx.request(`/api/vistorias/${saida.id}/comparacao`, { token: t.admin }),
      409,
      A.soSaida,
    );
  });

  it('is compared item by item with the entry one', async () => {
    const [piso, paredes] = itens(saida);
    await json(
      await api.salvarItem(t.corretor, saida.id, piso!.id, { estado: 'ruim', observacao: 'Tacos soltos' }),
    );
    await json(await api.salvarItem(t.corretor, saida.id, paredes!.id, { estado: 'bom' }));
    saida = await json<Vistoria>(await api.concluir(t.corretor, saida.id));
    const comparacao = await json<ItemComparado[]>(
      await ctx.request(`/api/vistorias/${saida.id}/comparacao`, { token: t.corretor }),
    );
    expect(comparacao.slice(0, 3)).toEqual([
      { ambiente: 'Sala', item: 'Piso', itemId: piso!.id, antes: 'novo', depois: 'ruim', piorou: true },
      { ambiente: 'Sala', item: 'Paredes', itemId: paredes!.id, antes: 'bom', depois: 'bom', piorou: false },
      {
        ambiente: 'Sala',
        item: 'Teto',
        itemId: itens(saida)[2]!.id,
        antes: null,
        depois: null,
        piorou: false,
      },
    ]);
    // The entry vistoria has nothing to be compared with.
    await esperarErro(
      await ctx.request(`/api/vistorias/${entrada.id}/comparacao`, { token: t.admin }),
      409,
      A.soSaida,
    );
  });

  it('prices damages (admin only): the list replaces the previous one; bad input refused', async () => {
    const piso = itens(saida)[0]!;
    const danos = (json: unknown, token = t.admin, id = saida.id) =>
      ctx.request(`/api/vistorias/${id}/danos`, { method: 'POST', token, json });
    const corpo = { itens: [{ itemId: piso.id, valorCentavos: 45_000, descricao: 'Troca de 3 tacos' }] };
    await esperarErro(await danos(corpo, t.corretor), 403, MSG.auth.semPermissao);
    await esperarErro(await danos(corpo, t.inquilino), 403, MSG.auth.semPermissao);
    await esperarErro(
      await danos({ itens: [{ ...corpo.itens[0], valorCentavos: 0 }] }),
      400,
      MSG_VISTORIAS.erros.valorInvalido,
    );
    await esperarErro(
      await danos({ itens: [{ ...corpo.itens[0], itemId: itens(entrada)[0]!.id }] }),
      404,
      A.itemNaoEncontrado,
    );
    await esperarErro(await danos(corpo, t.admin, entrada.id), 409, A.soSaida);
    await esperarErro(await danos(corpo, t.admin, ID_INEXISTENTE), 404, A.vistoriaNaoEncontrada);
    await json(await danos({ itens: [{ ...corpo.itens[0], valorCentavos: 1 }] }));
    expect(await json(await danos(corpo))).toEqual([{ descricao: LINHA, valorCentavos: 45_000 }]);
    const lida = await json<Vistoria>(await api.obter(t.admin, saida.id));
    expect(itens(lida)[0]!.dano).toEqual({ descricao: 'Troca de 3 tacos', valorCentavos: 45_000 });
  });

  it("the damages are in the rescisão's settlement once, also when the form sends them back and after a reload", async () => {
    const base = { dataSaida: hojeNaAgencia(), motivo: 'pelo-locatario', caucaoDestino: 'abater' };
    const simular = async (ajustes: unknown[]) =>
      json<{ ajustes: { descricao: string; valor: number }[] }>(
        await ctx.request(`/api/contratos/${contrato}/rescisao/simular`, {
          method: 'POST',
          token: t.admin,
          json: { ...base, ajustes },
        }),
      );
    const pintura = { descricao: 'Pintura', valor: '800,00' };
    const primeira = await simular([pintura]);
    expect(primeira.ajustes).toEqual([
      { descricao: 'Pintura', valor: 800 },
      { descricao: LINHA, valor: 450 },
    ]);
    // The form shows the simulation and sends its lines back.
    const devolvidos = primeira.ajustes.map((a) => ({
      descricao: a.descricao,
      valor: '450,00'.replace('450', String(a.valor)),
    }));
    expect((await simular(devolvidos)).ajustes).toEqual(primeira.ajustes);
    const res = await ctx.request(`/api/contratos/${contrato}/rescisao`, {
      method: 'POST',
      token: t.admin,
      json: { ...base, ajustes: devolvidos },
    });
    expect(res.status, await res.clone().text()).toBe(201);
    const lido = await json<{ calculo: { ajustes: unknown[] } }>(
      await ctx.request(`/api/contratos/${contrato}/rescisao`, { token: t.admin }),
    );
    expect(lido.calculo.ajustes).toEqual(primeira.ajustes);
  });
});
