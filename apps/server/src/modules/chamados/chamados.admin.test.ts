import {
  hojeNaAgencia,
  MSG_CHAMADOS,
  MSG_REPASSE,
  type Chamado,
  type Pagamento,
  type Repasse,
} from '@morada/domain';
import { describe, expect, it } from 'vitest';
import { arquivo, esperarErro } from '../../test/http-helpers';
import {
  chamadoAberto,
  contextoDoArquivo,
  concluir,
  esperarSoPara,
  ID_INEXISTENTE,
  lerChamado,
  triar,
  type Chamada,
} from './chamados.fixture';

const A = MSG_CHAMADOS.api;

const teste = contextoDoArquivo();

const prestadores = async () =>
  (await (await teste.ctx.request('/api/admin/prestadores', { token: teste.t.admin })).json()) as {
    id: string;
    nome: string;
    ativo: boolean;
  }[];

describe('admin routes: who may call them', () => {
  it('admin only: anonymous 401; tenant, owner and corretor 403', async () => {
    const c = await chamadoAberto(teste.ctx, teste.t.inquilino);
    const [p] = await prestadores();
    const chamadas: Chamada[] = [
      { caminho: '/api/admin/chamados', method: 'GET' },
      { caminho: `/api/admin/chamados/${c.id}`, method: 'GET' },
      { caminho: `/api/admin/chamados/${c.id}`, method: 'PATCH', json: { urgencia: 'baixa' } },
      { caminho: `/api/admin/chamados/${c.id}/conclusao`, method: 'POST', body: new FormData() },
      { caminho: `/api/admin/chamados/${c.id}/cancelamento`, method: 'POST', json: { motivo: 'x' } },
      { caminho: '/api/admin/prestadores', method: 'GET' },
      { caminho: '/api/admin/prestadores', method: 'POST', json: {} },
      { caminho: `/api/admin/prestadores/${p!.id}`, method: 'PUT', json: {} },
      { caminho: `/api/admin/prestadores/${p!.id}`, method: 'DELETE' },
    ];
    await esperarSoPara(teste.ctx, chamadas, [teste.t.inquilino, teste.t.proprietario, teste.t.corretor]);
    expect((await lerChamado(teste.ctx, c.id, teste.t.admin)).status).toBe('aberto');
  });
});

describe('GET /api/admin/chamados', () => {
  it('filters by status, urgência and property, with the total in X-Total-Count', async () => {
    const res = await teste.ctx.request('/api/admin/chamados?status=aguardando_aprovacao', {
      token: teste.t.admin,
    });
    const lista = (await res.json()) as Chamado[];
    expect(res.headers.get('X-Total-Count')).toBe(String(lista.length));
    expect(lista.map((c) => c.descricao)).toContain(
      'Vazamento no registro do chuveiro do banheiro social; a água escorre pela parede.',
    );
    expect(lista.every((c) => c.status === 'aguardando_aprovacao')).toBe(true);
    const alta = (await (
      await teste.ctx.request('/api/admin/chamados?urgencia=alta', { token: teste.t.admin })
    ).json()) as Chamado[];
    expect(alta.every((c) => c.urgencia === 'alta')).toBe(true);
    const imovelId = lista[0]!.imovelId;
    const doImovel = await teste.ctx.request(`/api/admin/chamados?imovelId=${imovelId}&limite=1`, {
      token: teste.t.admin,
    });
    expect(((await doImovel.json()) as Chamado[]).map((c) => c.imovelId)).toEqual([imovelId]);
    expect(Number(doImovel.headers.get('X-Total-Count'))).toBeGreaterThanOrEqual(2);
    await esperarErro(
      await teste.ctx.request('/api/admin/chamados?status=perdido', { token: teste.t.admin }),
      400,
      'Opção inválida',
    );
  });

  it('an unknown chamado → 404', async () => {
    await esperarErro(
      await teste.ctx.request(`/api/admin/chamados/${ID_INEXISTENTE}`, { token: teste.t.admin }),
      404,
      A.chamadoNaoEncontrado,
    );
  });
});

describe('PATCH /api/admin/chamados/{id} (triage)', () => {
  it('a cost within the limit stays with the agency; above it, the owner is asked and told', async () => {
    const c = await chamadoAberto(teste.ctx, teste.t.inquilino, 'Descarga do banheiro não para de correr');
    const [p] = await prestadores();
    let res = await triar(
      teste.ctx,
      c.id,
      { prestadorId: p!.id, valorCentavos: 30_000, responsavel: 'proprietario' },
      teste.t.admin,
    );
    expect(await res.json()).toMatchObject({
      status: 'em_triagem',
      prestadorNome: p!.nome,
      valorCentavos: 30_000,
    });
    res = await triar(teste.ctx, c.id, { valorCentavos: 60_000 }, teste.t.admin);
    const aguardando = (await res.json()) as Chamado;
    expect(aguardando.status).toBe('aguardando_aprovacao');
    expect(aguardando.eventos.map((e) => e.texto)).toEqual([
      MSG_CHAMADOS.eventos.aberto,
      MSG_CHAMADOS.eventos.triagem,
      MSG_CHAMADOS.eventos.aguardandoAprovacao('R$ 600,00'),
    ]);
    const avisos = (await (
      await teste.ctx.request('/api/notificacoes', { token: teste.t.proprietario })
    ).json()) as {
      mensagem: string;
    }[];
    expect(avisos[0]!.mensagem).toBe(
      MSG_CHAMADOS.notificacoes.mudouStatus(c.numero, 'Hidráulica', 'Aguardando a sua aprovação'),
    );
    // Lowered back within the limit: no approval needed any more.
    res = await triar(
      teste.ctx,
      c.id,
      { valorCentavos: 45_000, agendadoPara: '2026-12-10T09:00' },
      teste.t.admin,
    );
    expect(await res.json()).toMatchObject({ status: 'agendado', agendadoPara: '2026-12-10T09:00' });
  });

  it('bad input: negative or fractional value, bad category 400; unknown prestador 404; closed chamado 409', async () => {
    const c = await chamadoAberto(teste.ctx, teste.t.inquilino);
    for (const json of [
      { valorCentavos: -1 },
      { valorCentavos: 10.5 },
      { categoria: 'jardim' },
      { agendadoPara: '10/12/2026' },
    ])
      expect((await triar(teste.ctx, c.id, json, teste.t.admin)).status).toBe(400);
    await esperarErro(
      await triar(teste.ctx, c.id, { prestadorId: ID_INEXISTENTE }, teste.t.admin),
      404,
      A.prestadorNaoEncontrado,
    );
    await esperarErro(
      await triar(teste.ctx, ID_INEXISTENTE, { urgencia: 'alta' }, teste.t.admin),
      404,
      A.chamadoNaoEncontrado,
    );
    const cancelado = await teste.ctx.request(`/api/admin/chamados/${c.id}/cancelamento`, {
      method: 'POST',
      token: teste.t.admin,
      json: { motivo: 'Aberto em duplicidade' },
    });
    expect(await cancelado.json()).toMatchObject({ status: 'cancelado' });
    await esperarErro(
      await triar(teste.ctx, c.id, { urgencia: 'alta' }, teste.t.admin),
      409,
      A.acaoNaoPermitida('Cancelado'),
    );
  });
});

describe('POST /api/admin/chamados/{id}/conclusao: where the cost goes', () => {
  const repasseDoMes = async () => {
    const mes = hojeNaAgencia(teste.ctx.deps.now()).slice(0, 7);
    const lista = (await (
      await teste.ctx.request(`/api/repasses?mes=${mes}`, { token: teste.t.admin })
    ).json()) as Repasse[];
    return lista.find((r) => r.proprietario.nome === 'Roberto Almeida')!;
  };

  it("the owner's cost becomes one expense of his repasse, with the receipt; once, also after a reload", async () => {
    const c = await chamadoAberto(teste.ctx, teste.t.inquilino, 'Infiltração no box');
    await triar(teste.ctx, c.id, { valorCentavos: 32_050, responsavel: 'proprietario' }, teste.t.admin);
    const antes = await repasseDoMes();
    const res = await concluir(teste.ctx, c.id, teste.t.admin);
    expect(res.status).toBe(200);
    const concluido = (await res.json()) as Chamado;
    expect(concluido).toMatchObject({ status: 'concluido', comprovante: { nome: 'nota-fiscal.pdf' } });
    expect(concluido.eventos.slice(-2).map((e) => e.texto)).toEqual([
      MSG_CHAMADOS.eventos.concluido,
      MSG_CHAMADOS.eventos.custoNoRepasse('R$ 320,50'),
    ]);
    const descricao = `Chamado nº ${c.numero}: Hidráulica`;
    for (let i = 0; i < 2; i++) {
      const depois = await repasseDoMes();
      expect(depois.despesas.filter((d) => d.descricao === descricao)).toMatchObject([{ valor: 320.5 }]);
      expect(depois.totais.despesas).toBeCloseTo(antes.totais.despesas + 320.5, 2);
    }
    // Concluding again: 409, and the expense is still there once.
    await esperarErro(await concluir(teste.ctx, c.id, teste.t.admin), 409, A.acaoNaoPermitida('Concluído'));
    expect((await repasseDoMes()).despesas.filter((d) => d.descricao === descricao)).toHaveLength(1);
  });

  it("the tenant's cost is added to his next open payment's other charges", async () => {
    const c = await chamadoAberto(teste.ctx, teste.t.inquilino, 'Vidro da janela quebrado pelo inquilino');
    await triar(teste.ctx, c.id, { valorCentavos: 15_000, responsavel: 'locatario' }, teste.t.admin);
    const pagamentos = async () =>
      (await (
        await teste.ctx.request(`/api/contratos/${c.contratoId}/pagamentos`, { token: teste.t.admin })
      ).json()) as Pagamento[];
    const hoje = hojeNaAgencia(teste.ctx.deps.now());
    const proximo = (await pagamentos())
      .filter((p) => p.status === 'PENDING' && p.vencimento >= hoje && p.valorPago === null)
      .sort((a, b) => a.vencimento.localeCompare(b.vencimento))[0]!;
    const res = await concluir(teste.ctx, c.id, teste.t.admin);
    expect(res.status).toBe(200);
    const depois = (await pagamentos()).find((p) => p.id === proximo.id)!;
    expect(depois.composicao.outros).toBeCloseTo(proximo.composicao.outros + 150, 2);
    expect(depois.valor).toBeCloseTo(proximo.valor + 150, 2);
    expect(((await res.json()) as Chamado).eventos.at(-1)!.texto).toMatch(
      /^Custo de R\$ 150,00 incluído no pagamento de /,
    );
  });

  it("the agency's cost stays on the chamado; bad input: no receipt 400, not a PDF/image 400, no value 409", async () => {
    const c = await chamadoAberto(teste.ctx, teste.t.inquilino, 'Lâmpada do corredor');
    await esperarErro(await concluir(teste.ctx, c.id, teste.t.admin, null), 400, A.comprovanteObrigatorio);
    // Still aberto: a chamado not triaged cannot be concluded.
    await esperarErro(await concluir(teste.ctx, c.id, teste.t.admin), 409, A.acaoNaoPermitida('Aberto'));
    await triar(teste.ctx, c.id, { urgencia: 'baixa' }, teste.t.admin);
    await esperarErro(await concluir(teste.ctx, c.id, teste.t.admin), 409, A.semValorOuResponsavel);
    await triar(teste.ctx, c.id, { valorCentavos: 2_500, responsavel: 'imobiliaria' }, teste.t.admin);
    await esperarErro(
      await concluir(teste.ctx, c.id, teste.t.admin, arquivo('<html>', 'nota.pdf', 'application/pdf')),
      400,
      MSG_REPASSE.erros.comprovanteInvalido,
    );
    const res = await concluir(teste.ctx, c.id, teste.t.admin);
    expect(((await res.json()) as Chamado).eventos.at(-1)!.texto).toBe(
      MSG_CHAMADOS.eventos.custoDaImobiliaria('R$ 25,00'),
    );
  });

  it('a cost waiting for the owner cannot be concluded (409)', async () => {
    const c = await chamadoAberto(teste.ctx, teste.t.inquilino, 'Trocar o aquecedor');
    await triar(teste.ctx, c.id, { valorCentavos: 90_000, responsavel: 'proprietario' }, teste.t.admin);
    await esperarErro(
      await concluir(teste.ctx, c.id, teste.t.admin),
      409,
      A.acaoNaoPermitida('Aguardando aprovação do proprietário'),
    );
  });
});

describe('/api/admin/prestadores', () => {
  const novo = {
    nome: 'Serralheria Ferro Forte',
    documento: '529.982.247-25',
    telefone: '(11) 97777-1111',
    especialidades: ['serralheria'],
  };

  it('creates, lists, changes; bad CPF/CNPJ → 400; unknown → 404', async () => {
    const res = await teste.ctx.request('/api/admin/prestadores', {
      method: 'POST',
      token: teste.t.admin,
      json: novo,
    });
    expect(res.status).toBe(201);
    const p = (await res.json()) as { id: string };
    expect(p).toMatchObject({ documento: '52998224725', telefone: '11977771111', ativo: true, email: '' });
    expect((await prestadores()).map((x) => x.nome)).toContain('Serralheria Ferro Forte');
    const put = await teste.ctx.request(`/api/admin/prestadores/${p.id}`, {
      method: 'PUT',
      token: teste.t.admin,
      json: { ...novo, nome: 'Ferro Forte Serralheria', ativo: false },
    });
    expect(await put.json()).toMatchObject({ nome: 'Ferro Forte Serralheria', ativo: false });
    expect(
      (
        await teste.ctx.request('/api/admin/prestadores', {
          method: 'POST',
          token: teste.t.admin,
          json: { ...novo, documento: '111.111.111-11' },
        })
      ).status,
    ).toBe(400);
    await esperarErro(
      await teste.ctx.request(`/api/admin/prestadores/${ID_INEXISTENTE}`, {
        method: 'PUT',
        token: teste.t.admin,
        json: novo,
      }),
      404,
      A.prestadorNaoEncontrado,
    );
  });

  it('deleting one with chamados deactivates it; one without goes; an inactive one cannot be assigned', async () => {
    const [hidro] = (await prestadores()).filter((p) => p.nome === 'Hidro Reparos Ltda.');
    expect(
      (
        await teste.ctx.request(`/api/admin/prestadores/${hidro!.id}`, {
          method: 'DELETE',
          token: teste.t.admin,
        })
      ).status,
    ).toBe(204);
    expect((await prestadores()).find((p) => p.id === hidro!.id)).toMatchObject({ ativo: false });
    const c = await chamadoAberto(teste.ctx, teste.t.inquilino);
    await esperarErro(
      await triar(teste.ctx, c.id, { prestadorId: hidro!.id }, teste.t.admin),
      409,
      A.prestadorInativo,
    );

    const res = await teste.ctx.request('/api/admin/prestadores', {
      method: 'POST',
      token: teste.t.admin,
      json: novo,
    });
    const { id } = (await res.json()) as { id: string };
    expect(
      (await teste.ctx.request(`/api/admin/prestadores/${id}`, { method: 'DELETE', token: teste.t.admin }))
        .status,
    ).toBe(204);
    expect((await prestadores()).find((p) => p.id === id)).toBeUndefined();
    await esperarErro(
      await teste.ctx.request(`/api/admin/prestadores/${id}`, { method: 'DELETE', token: teste.t.admin }),
      404,
      A.prestadorNaoEncontrado,
    );
  });
});
