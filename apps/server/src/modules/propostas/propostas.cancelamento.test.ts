import { MSG, MSG_PROPOSTAS, type Proposta } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextoComTokens, type Tokens } from '../../test/contexto';
import { esperarErro } from '../../test/http-helpers';
import type { TestContext } from '../../test/test-app';
import {
  aprovar,
  criarProposta,
  fichaCompleta,
  ID_INEXISTENTE,
  imovelLivre,
  novoLead,
  pedir,
  propostaEnviada,
  RAFAEL,
} from './propostas.fixture';

// Issue 35: the corretor cancels his own proposal while it is a draft or waits for the decision;
// once decided it stays as decided (409). Another corretor's is 404; tenant and owner 403.
const E = MSG_PROPOSTAS.erros;
let ctx: TestContext;
let t: Tokens;
let rafael: string;

beforeAll(async () => {
  ({ ctx, t } = await contextoComTokens());
  rafael = await ctx.login(RAFAEL.email, RAFAEL.senha);
});
afterAll(() => ctx.close());

const cancelar = (token: string | undefined, id: string, json: unknown = {}) =>
  token
    ? pedir(ctx, token, `/api/propostas/${id}/cancelamento`, 'POST', json)
    : ctx.request(`/api/propostas/${id}/cancelamento`, { method: 'POST', json });
const lead = async (id: string) =>
  (await (await pedir(ctx, t.corretor, `/api/leads/${id}`)).json()) as {
    etapa: string;
    eventos: { texto: string }[];
  };

describe('POST /api/propostas/{id}/cancelamento', () => {
  it('a draft: anonymous 401, tenant/owner 403, another corretor 404; the owner of it cancels (200)', async () => {
    const imovel = await imovelLivre(ctx, 'Aluguel');
    const p = await criarProposta(ctx, t.corretor, {
      leadId: await novoLead(ctx, t.corretor, imovel.id),
      tipo: 'locacao',
      locacao: fichaCompleta(),
    });
    await esperarErro(await cancelar(undefined, p.id), 401, MSG.auth.naoAutenticado);
    for (const token of [t.inquilino, t.proprietario])
      await esperarErro(await cancelar(token, p.id), 403, MSG.auth.semPermissao);
    await esperarErro(await cancelar(rafael, p.id), 404, E.naoEncontrada);
    await esperarErro(await cancelar(t.corretor, ID_INEXISTENTE), 404, E.naoEncontrada);
    // A reason longer than 500 characters is refused too.
    expect((await cancelar(t.corretor, p.id, { motivo: 'x'.repeat(501) })).status).toBe(400);
    // None of the refusals moved it.
    const antes = (await (await pedir(ctx, t.corretor, `/api/propostas/${p.id}`)).json()) as Proposta;
    expect(antes.status).toBe('rascunho');

    const res = await cancelar(t.corretor, p.id, { motivo: 'O cliente desistiu' });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: p.id, status: 'cancelada' });
    expect((await lead(p.leadId)).eventos.at(-1)!.texto).toContain(
      MSG_PROPOSTAS.eventos.cancelada(p.numero, 'O cliente desistiu'),
    );
    // Cancelled is final: again, editing or sending it is a 409.
    await esperarErro(await cancelar(t.corretor, p.id), 409, E.transicaoInvalida);
    await esperarErro(
      await pedir(ctx, t.corretor, `/api/propostas/${p.id}/envio`, 'POST'),
      409,
      E.transicaoInvalida,
    );
  });

  it('a sent proposal: cancelled without a reason, its lead back to "Em atendimento"', async () => {
    const imovel = await imovelLivre(ctx, 'Venda');
    const p = await propostaEnviada(ctx, t.corretor, imovel.id, 'venda');
    expect((await lead(p.leadId)).etapa).toBe('proposta');
    const res = await cancelar(t.corretor, p.id);
    expect(res.status).toBe(200);
    expect(((await res.json()) as Proposta).status).toBe('cancelada');
    const depois = await lead(p.leadId);
    expect(depois.etapa).toBe('em_atendimento');
    expect(depois.eventos.at(-1)!.texto).toContain(MSG_PROPOSTAS.eventos.cancelada(p.numero));
    // The back office can no longer decide it.
    await esperarErro(
      await pedir(ctx, t.admin, `/api/admin/propostas/${p.id}/aprovacao`, 'POST', {}),
      409,
      E.jaDecidida,
    );
  });

  it('after approval or refusal: 409, and it stays as decided', async () => {
    const aluguel = await imovelLivre(ctx, 'Aluguel');
    const aprovada = await propostaEnviada(ctx, t.corretor, aluguel.id, 'locacao', 'cancela@email.com.br');
    await aprovar(ctx, t.admin, aprovada.id, { numero: 'LOC-2027-971' });
    // The approved proposal names the contract it created.
    const lida = await pedir(ctx, t.corretor, `/api/propostas/${aprovada.id}`);
    expect(await lida.json()).toMatchObject({ status: 'aprovada', contratoNumero: 'LOC-2027-971' });
    await esperarErro(await cancelar(t.corretor, aprovada.id), 409, E.transicaoInvalida);
    await esperarErro(await cancelar(t.admin, aprovada.id), 409, E.transicaoInvalida);
    const venda = await imovelLivre(ctx, 'Venda');
    const recusada = await propostaEnviada(ctx, t.corretor, venda.id, 'venda');
    const r = await pedir(ctx, t.admin, `/api/admin/propostas/${recusada.id}/recusa`, 'POST', {
      motivo: 'x',
    });
    expect(r.status).toBe(200);
    await esperarErro(await cancelar(t.corretor, recusada.id), 409, E.transicaoInvalida);
    for (const id of [aprovada.id, recusada.id]) {
      const p = (await (await pedir(ctx, t.corretor, `/api/propostas/${id}`)).json()) as Proposta;
      expect(p.status).not.toBe('cancelada');
    }
  });
});
