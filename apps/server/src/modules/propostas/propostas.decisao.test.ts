import {
  formatBRL,
  loginRespostaSchema,
  MSG_CICLO,
  MSG_PROPOSTAS,
  paraReais,
  type ComissoesResumo,
  type Proposta,
} from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contextoComTokens, type Tokens } from '../../test/contexto';
import { esperarErro, idDoUsuario } from '../../test/http-helpers';
import type { TestContext } from '../../test/test-app';
import {
  aprovar,
  copiaDeImovelParaAlugar,
  imovelLivre,
  criarProposta,
  fichaCompleta,
  novoLead,
  pedir,
  propostaEnviada,
  RAFAEL,
} from './propostas.fixture';

// Issue 35: the back office decides. A lease becomes a contract (the tenant invited, the guarantee
// on file) through the contratos module; a sale is recorded; both pay commissions once and win the
// lead. A refusal needs its reason and gives the lead back to the corretor.
const E = MSG_PROPOSTAS.erros;
let ctx: TestContext;
let t: Tokens;
let juliana: string;

beforeAll(async () => {
  ({ ctx, t } = await contextoComTokens());
  juliana = await idDoUsuario(ctx, 'corretor@morada.com.br');
});
afterAll(() => ctx.close());

const tokenDe = (link: string) => new URL(link).searchParams.values().next().value as string;

describe('approving a lease proposal', () => {
  it('creates the contract, the invitation the tenant signs in with, the guarantee and the commissions', async () => {
    const imovel = await imovelLivre(ctx, 'Aluguel');
    const p = await propostaEnviada(ctx, t.corretor, imovel.id, 'locacao', 'nova.inquilina@email.com.br');
    await esperarErro(
      await pedir(ctx, t.admin, `/api/admin/propostas/${p.id}/aprovacao`, 'POST', {}),
      400,
      MSG_PROPOSTAS.campos.numero,
    );
    const r = await aprovar(ctx, t.admin, p.id, { numero: 'LOC-2027-901', diaVencimento: 5 });
    expect(r.proposta).toMatchObject({ status: 'aprovada', contratoId: r.contrato!._id });
    expect(r.contrato).toMatchObject({
      numero: 'LOC-2027-901',
      dataInicio: '2027-01-01',
      dataFim: '2029-06-30',
      valorAluguel: imovel.precoCentavos / 100,
      diaVencimento: 5,
      inquilino: { email: 'nova.inquilina@email.com.br', status: 'pendente' },
      imovel: { _id: imovel.id },
    });
    const garantia = await pedir(ctx, t.admin, `/api/contratos/${r.contrato!._id}/garantia`);
    expect(await garantia.json()).toMatchObject({ garantia: { tipo: 'caucao', valor: 3000 } });
    // The first rent, split 50/20/30 among the agency, the listing's captador and the corretor.
    const primeiro = imovel.precoCentavos;
    const { captador_id: captador } = await ctx.db
      .selectFrom('imoveis')
      .select('captador_id')
      .where('id', '=', imovel.id)
      .executeTakeFirstOrThrow();
    expect(captador).not.toBeNull();
    const [c20, c30] = [Math.floor(primeiro * 0.2), Math.floor(primeiro * 0.3)];
    expect(Object.fromEntries(r.comissoes.map((c) => [c.parte, [c.corretorId, c.valorCentavos]]))).toEqual({
      agencia: [null, primeiro - c20 - c30],
      captador: [captador, c20],
      vendedor: [juliana, c30],
    });

    // The tenant follows the invitation, sets a password and signs in.
    const convite = r.contrato!.convite!;
    expect(convite.enviadoPorEmail).toBe(false);
    const aceito = await ctx.request('/api/auth/aceitar-convite', {
      method: 'POST',
      json: { token: tokenDe(convite.link!), senha: 'Inquilina@2027' },
    });
    expect(aceito.status).toBe(200);
    expect(loginRespostaSchema.parse(await aceito.json()).usuario).toMatchObject({ perfil: 'inquilino' });
    expect((await ctx.login('nova.inquilina@email.com.br', 'Inquilina@2027')).length).toBeGreaterThan(10);

    // The lead is won; a second approval is 409 and records nothing more.
    const lead = (await (await pedir(ctx, t.corretor, `/api/leads/${p.leadId}`)).json()) as { etapa: string };
    expect(lead.etapa).toBe('ganho');
    await esperarErro(
      await pedir(ctx, t.admin, `/api/admin/propostas/${p.id}/aprovacao`, 'POST', { numero: 'LOC-2027-902' }),
      409,
      E.jaDecidida,
    );
    const comissoes = async () =>
      ((await (await pedir(ctx, t.admin, '/api/comissoes')).json()) as ComissoesResumo).itens.filter(
        (c) => c.propostaId === p.id,
      );
    const antes = await comissoes();
    expect(antes).toHaveLength(3);
    expect(await comissoes()).toEqual(antes);

    // Another proposal for the now rented property: 409 with the reason.
    const outra = await propostaEnviada(ctx, t.corretor, imovel.id, 'locacao', 'outra@email.com.br');
    await esperarErro(
      await pedir(ctx, t.admin, `/api/admin/propostas/${outra.id}/aprovacao`, 'POST', {
        numero: 'LOC-2027-903',
      }),
      409,
      E.imovelIndisponivel(imovel.titulo),
    );
    expect(
      ((await (await pedir(ctx, t.admin, `/api/propostas/${outra.id}`)).json()) as Proposta).status,
    ).toBe('enviada');
  });

  it('a número already used is the contract’s 409, and the proposal stays to be approved again', async () => {
    const imovel = await copiaDeImovelParaAlugar(ctx, 'Apartamento de teste da proposta');
    const p = await propostaEnviada(ctx, t.corretor, imovel.id, 'locacao', 'terceira@email.com.br');
    const res = await pedir(ctx, t.admin, `/api/admin/propostas/${p.id}/aprovacao`, 'POST', {
      numero: 'LOC-2027-901',
    });
    expect(res.status).toBe(409);
    expect(((await (await pedir(ctx, t.admin, `/api/propostas/${p.id}`)).json()) as Proposta).status).toBe(
      'enviada',
    );
  });
  it('a caução above three rents is refused (400) before anything is created', async () => {
    const imovel = await copiaDeImovelParaAlugar(ctx, 'Apartamento da caução alta');
    const garantia = { tipo: 'caucao', valor: (imovel.precoCentavos * 4) / 100, deposito: 'Poupança' };
    const p = await criarProposta(ctx, t.corretor, {
      leadId: await novoLead(ctx, t.corretor, imovel.id),
      tipo: 'locacao',
      locacao: { ...fichaCompleta('caucao.alta@email.com.br'), garantia },
    });
    expect((await pedir(ctx, t.corretor, `/api/propostas/${p.id}/envio`, 'POST')).status).toBe(200);
    const maxima = formatBRL(paraReais(imovel.precoCentavos * 3));
    await esperarErro(
      await pedir(ctx, t.admin, `/api/admin/propostas/${p.id}/aprovacao`, 'POST', { numero: 'LOC-2027-950' }),
      400,
      MSG_CICLO.garantia.erros.caucaoAcimaDoLimite(maxima),
    );
    expect(((await (await pedir(ctx, t.admin, `/api/propostas/${p.id}`)).json()) as Proposta).status).toBe(
      'enviada',
    );
  });
});

describe('approving a sale, refusing, commissions', () => {
  it('a sale pays 6 % split with the captador; the corretor reads his shares with the month totals', async () => {
    const imovel = await imovelLivre(ctx, 'Venda');
    const rafael = await idDoUsuario(ctx, RAFAEL.email);
    await ctx.db.updateTable('imoveis').set({ captador_id: rafael }).where('id', '=', imovel.id).execute();
    const p = await propostaEnviada(ctx, t.corretor, imovel.id, 'venda');
    const r = await aprovar(ctx, t.admin, p.id);
    expect(r.contrato).toBeNull();
    // R$ 400.000,00 × 6 % = R$ 24.000,00: agency 50 %, captador 20 %, vendedor 30 %.
    const partes = Object.fromEntries(r.comissoes.map((c) => [c.parte, [c.corretorId, c.valorCentavos]]));
    expect(partes).toEqual({
      agencia: [null, 1_200_000],
      captador: [rafael, 480_000],
      vendedor: [juliana, 720_000],
    });
    await esperarErro(
      await pedir(ctx, t.admin, `/api/admin/propostas/${p.id}/aprovacao`, 'POST', {}),
      409,
      E.jaDecidida,
    );
    const dele = (await (await pedir(ctx, t.corretor, '/api/comissoes')).json()) as ComissoesResumo;
    expect(dele.itens.every((c) => c.corretorId === juliana)).toBe(true);
    expect(dele.itens.map((c) => c.valorCentavos)).toContain(720_000);
    expect(dele.totalCentavos).toBe(dele.itens.reduce((s, c) => s + c.valorCentavos, 0));
    expect(dele.porMes.reduce((s, m) => s + m.totalCentavos, 0)).toBe(dele.totalCentavos);
    const rafaelToken = await ctx.login(RAFAEL.email, RAFAEL.senha);
    const doRafael = (await (await pedir(ctx, rafaelToken, '/api/comissoes')).json()) as ComissoesResumo;
    expect(doRafael.itens.filter((c) => c.propostaId === p.id).map((c) => c.valorCentavos)).toEqual([
      480_000,
    ]);
    const filtrado = (await (
      await pedir(ctx, t.admin, `/api/comissoes?corretorId=${rafael}`)
    ).json()) as ComissoesResumo;
    expect(filtrado.itens.every((c) => c.corretorId === rafael)).toBe(true);
  });

  it('a refusal needs the reason; the lead goes back to "Em atendimento" and the corretor is told', async () => {
    const imovel = await imovelLivre(ctx, 'Venda');
    const p = await propostaEnviada(ctx, t.corretor, imovel.id, 'venda');
    await esperarErro(
      await pedir(ctx, t.admin, `/api/admin/propostas/${p.id}/recusa`, 'POST', {}),
      400,
      MSG_PROPOSTAS.campos.motivo,
    );
    const res = await pedir(ctx, t.admin, `/api/admin/propostas/${p.id}/recusa`, 'POST', {
      motivo: 'Valor abaixo do mínimo',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'recusada', motivoRecusa: 'Valor abaixo do mínimo' });
    const lead = (await (await pedir(ctx, t.corretor, `/api/leads/${p.leadId}`)).json()) as {
      etapa: string;
      eventos: { texto: string }[];
    };
    expect(lead.etapa).toBe('em_atendimento');
    expect(lead.eventos.at(-1)!.texto).toContain(
      MSG_PROPOSTAS.eventos.recusada(p.numero, 'Valor abaixo do mínimo'),
    );
    const avisos = await ctx.db
      .selectFrom('notificacoes')
      .select('mensagem')
      .where('usuario_id', '=', juliana)
      .execute();
    expect(avisos.map((a) => a.mensagem)).toContain(
      MSG_PROPOSTAS.notificacoes.recusada(p.numero, 'Valor abaixo do mínimo'),
    );
    await esperarErro(
      await pedir(ctx, t.admin, `/api/admin/propostas/${p.id}/recusa`, 'POST', { motivo: 'De novo' }),
      409,
      E.jaDecidida,
    );
    await esperarErro(
      await pedir(ctx, t.admin, `/api/admin/propostas/${p.id}/aprovacao`, 'POST', {}),
      409,
      E.jaDecidida,
    );
  });
});
