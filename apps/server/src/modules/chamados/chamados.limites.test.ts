import { MSG_CHAMADOS, type Chamado } from '@morada/domain';
import { describe, expect, it } from 'vitest';
import { esperarErro } from '../../test/http-helpers';
import {
  abrirChamado,
  chamadoAberto,
  contextoDoArquivo,
  formChamado,
  esperarSoPara,
  ID_INEXISTENTE,
  lerChamado,
  triar,
  type Chamada,
} from './chamados.fixture';

const A = MSG_CHAMADOS.api;

const teste = contextoDoArquivo();

const iniciar = (id: string, token = teste.t.admin) =>
  teste.ctx.request(`/api/admin/chamados/${id}/inicio`, { method: 'POST', token });
const limiteDaAgencia = (json: unknown) =>
  teste.ctx.request('/api/admin/limite-aprovacao', { method: 'PUT', token: teste.t.admin, json });
const limiteDoImovel = (id: string, json: unknown) =>
  teste.ctx.request(`/api/admin/imoveis/${id}/limite-aprovacao`, {
    method: 'PUT',
    token: teste.t.admin,
    json,
  });

describe('who may call them', () => {
  it('admin only: anonymous 401; tenant, owner and corretor 403', async () => {
    const c = await chamadoAberto(teste.ctx, teste.t.inquilino);
    const chamadas: Chamada[] = [
      { caminho: `/api/admin/chamados/${c.id}/inicio`, method: 'POST' },
      { caminho: '/api/admin/limite-aprovacao', method: 'GET' },
      { caminho: '/api/admin/limite-aprovacao', method: 'PUT', json: { limiteCentavos: 1 } },
      { caminho: `/api/admin/imoveis/${c.imovelId}/limite-aprovacao`, method: 'GET' },
      {
        caminho: `/api/admin/imoveis/${c.imovelId}/limite-aprovacao`,
        method: 'PUT',
        json: { limiteCentavos: 1 },
      },
    ];
    await esperarSoPara(teste.ctx, chamadas, [teste.t.inquilino, teste.t.proprietario, teste.t.corretor]);
    expect(await lerChamado(teste.ctx, c.id, teste.t.admin)).toMatchObject({
      status: 'aberto',
      limiteAprovacaoCentavos: 50_000,
    });
  });
});

describe('POST /api/admin/chamados/{id}/inicio', () => {
  it('a scheduled chamado goes into execution, with its event; twice, or unknown: 409 / 404', async () => {
    const c = await chamadoAberto(teste.ctx, teste.t.inquilino, 'Tomada da sala soltando faísca');
    await triar(teste.ctx, c.id, { valorCentavos: 20_000, agendadoPara: '2026-12-11T14:00' }, teste.t.admin);
    const res = await iniciar(c.id);
    expect(res.status).toBe(200);
    const lido = await lerChamado(teste.ctx, c.id, teste.t.admin);
    expect(lido.status).toBe('em_execucao');
    expect(lido.eventos.at(-1)).toMatchObject({
      status: 'em_execucao',
      texto: MSG_CHAMADOS.eventos.emExecucao,
    });
    await esperarErro(await iniciar(c.id), 409, A.acaoNaoPermitida('Em execução'));
    await esperarErro(await iniciar(ID_INEXISTENTE), 404, A.chamadoNaoEncontrado);
  });

  it('a chamado still open (not triaged) cannot start: 409', async () => {
    const c = await chamadoAberto(teste.ctx, teste.t.inquilino);
    await esperarErro(await iniciar(c.id), 409, A.acaoNaoPermitida('Aberto'));
    expect((await lerChamado(teste.ctx, c.id, teste.t.admin)).status).toBe('aberto');
  });
});

describe('approval limits', () => {
  it("the agency's limit: R$ 500,00 by default; a new one is read back and decides the triage", async () => {
    const inicial = await teste.ctx.request('/api/admin/limite-aprovacao', { token: teste.t.admin });
    expect(await inicial.json()).toEqual({ limiteCentavos: 50_000 });
    expect(await (await limiteDaAgencia({ limiteCentavos: 100_000 })).json()).toEqual({
      limiteCentavos: 100_000,
    });
    const lido = await teste.ctx.request('/api/admin/limite-aprovacao', { token: teste.t.admin });
    expect(await lido.json()).toEqual({ limiteCentavos: 100_000 });
    const c = await chamadoAberto(teste.ctx, teste.t.inquilino, 'Portão emperrado');
    const triado = (await (
      await triar(teste.ctx, c.id, { valorCentavos: 80_000 }, teste.t.admin)
    ).json()) as Chamado;
    expect(triado).toMatchObject({ status: 'em_triagem', limiteAprovacaoCentavos: 100_000 });
    await limiteDaAgencia({ limiteCentavos: 50_000 });
  });

  it("a property's own limit wins over the agency's; null goes back to it", async () => {
    const c = await chamadoAberto(teste.ctx, teste.t.inquilino, 'Chuveiro queimado');
    expect(await (await limiteDoImovel(c.imovelId, { limiteCentavos: 20_000 })).json()).toEqual({
      limiteCentavos: 20_000,
    });
    const triado = (await (
      await triar(teste.ctx, c.id, { valorCentavos: 30_000 }, teste.t.admin)
    ).json()) as Chamado;
    expect(triado).toMatchObject({ status: 'aguardando_aprovacao', limiteAprovacaoCentavos: 20_000 });
    const lerDoImovel = async (id: string) =>
      teste.ctx.request(`/api/admin/imoveis/${id}/limite-aprovacao`, { token: teste.t.admin });
    expect(await (await lerDoImovel(c.imovelId)).json()).toEqual({
      limiteCentavos: 20_000,
      limiteAgenciaCentavos: 50_000,
    });
    await limiteDoImovel(c.imovelId, { limiteCentavos: null });
    expect((await lerChamado(teste.ctx, c.id, teste.t.admin)).limiteAprovacaoCentavos).toBe(50_000);
    expect(await (await lerDoImovel(c.imovelId)).json()).toEqual({
      limiteCentavos: null,
      limiteAgenciaCentavos: 50_000,
    });
    await esperarErro(await lerDoImovel(ID_INEXISTENTE), 404, A.imovelNaoEncontrado);
  });

  it('bad input: negative, fractional, text or missing 400; unknown property 404', async () => {
    for (const json of [{ limiteCentavos: -1 }, { limiteCentavos: 10.5 }, { limiteCentavos: '500' }, {}]) {
      await esperarErro(await limiteDaAgencia(json), 400, MSG_CHAMADOS.erros.valorInvalido);
      const c = await chamadoAberto(teste.ctx, teste.t.inquilino);
      expect((await limiteDoImovel(c.imovelId, json)).status).toBe(400);
    }
    await esperarErro(
      await limiteDoImovel(ID_INEXISTENTE, { limiteCentavos: 1 }),
      404,
      A.imovelNaoEncontrado,
    );
    expect(
      await (await teste.ctx.request('/api/admin/limite-aprovacao', { token: teste.t.admin })).json(),
    ).toEqual({
      limiteCentavos: 50_000,
    });
  });
});

describe('GET /api/admin/chamados: search and order', () => {
  it('an open emergency comes first; busca finds by description, tenant, property or number', async () => {
    const comum = await chamadoAberto(teste.ctx, teste.t.inquilino, 'Janela do quarto não fecha');
    const res = await abrirChamado(
      teste.ctx,
      teste.t.inquilino,
      formChamado({
        categoria: 'eletrica',
        descricao: 'Curto-circuito no quadro de luz',
        urgencia: 'emergencia',
      }),
    );
    const emergencia = (await res.json()) as Chamado;
    const lista = (await (
      await teste.ctx.request('/api/admin/chamados?limite=100', { token: teste.t.admin })
    ).json()) as Chamado[];
    const ids = lista.map((c) => c.id);
    expect(ids.indexOf(emergencia.id)).toBeLessThan(ids.indexOf(comum.id));
    expect(
      lista.findIndex((c) => c.urgencia !== 'emergencia' || ['concluido', 'cancelado'].includes(c.status)),
    ).toBeGreaterThan(
      lista.findLastIndex(
        (c) => c.urgencia === 'emergencia' && !['concluido', 'cancelado'].includes(c.status),
      ),
    );
    const buscar = async (busca: string) =>
      (
        (await (
          await teste.ctx.request(`/api/admin/chamados?limite=100&busca=${encodeURIComponent(busca)}`, {
            token: teste.t.admin,
          })
        ).json()) as Chamado[]
      ).map((c) => c.id);
    expect(await buscar('JANELA do quarto')).toEqual([comum.id]);
    expect(await buscar(String(emergencia.numero))).toEqual([emergencia.id]);
    expect(await buscar(comum.locatarioNome)).toContain(comum.id);
    expect(await buscar(comum.imovelTitulo)).toContain(comum.id);
    expect(await buscar('nada-parecido-com-isto')).toEqual([]);
    expect(
      (await teste.ctx.request(`/api/admin/chamados?busca=${'x'.repeat(101)}`, { token: teste.t.admin }))
        .status,
    ).toBe(400);
  });
});
