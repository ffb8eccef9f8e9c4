import { hojeNaAgencia, MSG, MSG_FINANCEIRO } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { createHarness, DEMO, type Harness } from './test/harness';

// Admin calls against the real server: the paths and shapes the backoffice relies on.
let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  await h.api.sessao.entrar(DEMO.admin.email, DEMO.admin.senha);
});
afterAll(() => h.close());

describe('usuarios', () => {
  it('creates, edits and deletes a user; a duplicate e-mail is refused with the server message', async () => {
    const criado = await h.api.usuarios.criar({
      nome: 'Carlos Corretor',
      email: 'carlos@morada.com.br',
      telefone: '(19) 99999-0000',
      perfil: 'corretor',
      senha: 'segredo1',
    });
    expect(criado).toMatchObject({ nome: 'Carlos Corretor', perfil: 'corretor', status: 'ativo' });
    expect((await h.api.usuarios.obter(criado.id)).email).toBe('carlos@morada.com.br');

    const editado = await h.api.usuarios.atualizar(criado.id, {
      nome: 'Carlos C.',
      email: 'carlos@morada.com.br',
      telefone: '(19) 99999-0001',
      perfil: 'corretor',
      status: 'inativo',
    });
    expect(editado).toMatchObject({ nome: 'Carlos C.', status: 'inativo' });

    const dup = (await h.api.usuarios
      .criar({
        nome: 'X',
        email: 'carlos@morada.com.br',
        telefone: '(19) 99999-0002',
        perfil: 'corretor',
        senha: 'segredo1',
      })
      .catch((e: unknown) => e)) as ApiError;
    expect(dup.mensagem).toBe(MSG.api.emailEmUso);

    expect(await h.api.usuarios.limitesLogin(criado.id)).toEqual({
      falhasRecentes: 0,
      dispositivosNovosLentos: false,
      enderecosBloqueados: 0,
    });
    expect(await h.api.usuarios.desbloquear(criado.id)).toEqual({
      ok: true,
      mensagem: MSG.api.acessoDesbloqueado,
    });

    await h.api.usuarios.excluir(criado.id);
    expect((await h.api.usuarios.listar()).some((u) => u.id === criado.id)).toBe(false);
    const sumido = (await h.api.usuarios.desbloquear(criado.id).catch((e: unknown) => e)) as ApiError;
    expect([sumido.status, sumido.mensagem]).toEqual([404, MSG.api.usuarioNaoEncontrado]);
  });
});

describe('contratos, anúncios e pagamentos', () => {
  it('lists the demo contract with its payments', async () => {
    const contratos = await h.api.contratos.listar();
    const ct = contratos.find((c) => c.numero === 'CT-2026-001');
    expect(ct?.inquilino.email).toBe(DEMO.inquilina.email);
    expect((await h.api.contratos.obter(ct!._id)).numero).toBe('CT-2026-001');
    const pagamentos = await h.api.contratos.pagamentos(ct!._id);
    expect(pagamentos).toHaveLength(12);
    const anuncios = await h.api.anuncios.listar();
    expect(anuncios.length).toBeGreaterThan(0);
    expect(anuncios[0]).toHaveProperty('statusAnuncio');
  });

  it('registers a partial payment, then the rest settles it', async () => {
    const ct = (await h.api.contratos.listar()).find((c) => c.numero === 'CT-2026-001')!;
    const aberto = (await h.api.contratos.pagamentos(ct._id)).find(
      (p) => p.status !== 'RECEIVED' && p.recebimentos.length === 0,
    )!;
    const hoje = hojeNaAgencia();
    const devido = await h.api.pagamentos.devido(aberto.id, hoje);
    expect(devido).toMatchObject({ data: hoje, prazo: aberto.prazo });
    expect(devido.total).toBeGreaterThan(100);

    const acima = (await h.api.pagamentos
      .pagar(aberto.id, { dataPagamento: hoje, valorRecebido: devido.total + 1, meio: 'PIX' })
      .catch((e: unknown) => e)) as ApiError;
    expect(acima.status).toBe(400);
    expect(acima.errosPorCampo).toHaveProperty('valorRecebido');

    const parcial = await h.api.pagamentos.pagar(aberto.id, {
      dataPagamento: hoje,
      valorRecebido: 100,
      meio: 'PIX',
    });
    expect(parcial).toMatchObject({ valorPago: 100, dataPagamento: null });
    expect(parcial.status).not.toBe('RECEIVED');
    expect(parcial.recebimentos).toEqual([expect.objectContaining({ data: hoje, valor: 100, meio: 'PIX' })]);
    const resto = await h.api.pagamentos.devido(aberto.id, hoje);
    expect(resto.total).toBeCloseTo(devido.total - 100, 2);

    const pago = await h.api.pagamentos.pagar(aberto.id, {
      dataPagamento: hoje,
      valorRecebido: resto.total,
      meio: 'Dinheiro',
    });
    expect(pago).toMatchObject({ status: 'RECEIVED', dataPagamento: hoje, valorPago: devido.total });
    expect(pago.recebimentos).toHaveLength(2);
  });

  it('a second cobrança of a payment on the same day is refused; the payment says when it was sent', async () => {
    const ct = (await h.api.contratos.listar()).find((c) => c.numero === 'CT-2026-001')!;
    const aberto = (await h.api.contratos.pagamentos(ct._id)).find((p) => p.status !== 'RECEIVED')!;
    await h.api.contratos.enviarCobranca(ct._id, aberto.id);
    const depois = (await h.api.contratos.pagamentos(ct._id)).find((p) => p.id === aberto.id)!;
    expect(depois.ultimaCobranca).not.toBeNull();
    const repetida = (await h.api.contratos
      .enviarCobranca(ct._id, aberto.id)
      .catch((e: unknown) => e)) as ApiError;
    expect(repetida.status).toBe(409);
    expect(repetida.mensagem).toMatch(/^Uma cobrança deste pagamento já foi enviada hoje/);
  });

  it('a contract with payments is not deleted: the server says why', async () => {
    const ct = (await h.api.contratos.listar()).find((c) => c.numero === 'CT-2026-001')!;
    const erro = (await h.api.contratos.excluir(ct._id).catch((e: unknown) => e)) as ApiError;
    expect(erro.status).toBe(409);
    expect(erro.mensagem).toBe(MSG_FINANCEIRO.erros.contratoComHistorico);
  });

  it('a contract form error names the field', async () => {
    const erro = (await h.api.contratos
      .criar({
        numero: '',
        inquilino: {
          nome: 'A',
          email: 'a@b.com',
          telefone: '(11) 98888-1234',
          cpf: '529.982.247-25',
          rg: '1',
        },
        imovelId: 'x',
        dataInicio: '2026-01-01',
        dataFim: '2026-12-31',
        valorAluguel: 1000,
      })
      .catch((e: unknown) => e)) as ApiError;
    expect(erro.status).toBe(400);
    expect(erro.mensagem).toBe('Número é obrigatório');
  });
});

describe('dashboard', () => {
  it('answers the whole payload and the helper calls', async () => {
    const d = await h.api.dashboard.obter();
    expect(d.estatisticas.totalImoveis).toBeGreaterThan(0);
    expect(d.graficos.receitaData.length).toBeGreaterThan(0);
    expect(await h.api.dashboard.estatisticas()).toEqual(d.estatisticas);
    expect(Array.isArray(await h.api.dashboard.alertas())).toBe(true);
    expect(Array.isArray(await h.api.dashboard.proximosVencimentos())).toBe(true);
  });
});

describe('jurídico', () => {
  it('creates a document with a file, downloads it, deletes it', async () => {
    const pdf = new File(
      [new TextEncoder().encode('%PDF-1.4\n%âãÏÓ\n1 0 obj\n<<>>\nendobj\ntrailer\n<<>>\n%%EOF\n')],
      'aditivo.pdf',
      {
        type: 'application/pdf',
      },
    );
    const doc = await h.api.juridico.documentos.criar(
      { titulo: 'Aditivo de prazo', tipo: 'Adendo', autor: 'Dra. Paula', tags: ['prazo'] },
      pdf,
    );
    expect(doc).toMatchObject({ titulo: 'Aditivo de prazo', status: 'Ativo', tags: ['prazo'] });
    const { blob, nomeArquivo } = await h.api.juridico.documentos.baixar(doc._id);
    expect(blob.size).toBe(pdf.size);
    expect(nomeArquivo).toMatch(/\.pdf$/);
    const editado = await h.api.juridico.documentos.atualizar(doc._id, {
      titulo: 'Aditivo',
      autor: 'Dra. Paula',
      status: 'Arquivado',
    });
    expect(editado.status).toBe('Arquivado');
    await h.api.juridico.documentos.excluir(doc._id);
    expect((await h.api.juridico.documentos.listar()).some((d) => d._id === doc._id)).toBe(false);
  });

  it('creates a case with the defaults of section 9', async () => {
    const p = await h.api.juridico.processos.criar({
      numero: 'PROC-9',
      descricao: 'Atraso',
      advogadoResponsavel: 'Dr. Luiz',
    });
    expect(p).toMatchObject({ tipo: 'Despejo', status: 'Aberto', prioridade: 'Média', valor: 0 });
    await h.api.juridico.processos.excluir(p._id);
  });
});

describe('contato e configurações', () => {
  it('a visitor message reaches the admin inbox with its origin', async () => {
    h.client.sessao.limpar();
    const config = await h.api.configuracoes.get();
    await h.api.contato.enviarContato(
      {
        nome: 'Visitante',
        email: 'v@exemplo.com',
        telefone: '(11) 90000-0000',
        assunto: 'Visita',
        mensagem: 'Quero visitar',
      },
      config.emailAdministracao,
    );
    await h.api.sessao.entrar(DEMO.admin.email, DEMO.admin.senha);
    const mensagens = await h.api.contato.listarMensagens();
    const m = mensagens.find((x) => x.assunto === 'Visita')!;
    expect(m).toMatchObject({ nome: 'Visitante', tratada: false });
    expect((await h.api.contato.marcarTratada(m.id)).tratada).toBe(true);
    expect((await h.api.configuracoes.getCompleta()).emailAdministracao).toBe(config.emailAdministracao);
  });
});

describe('listas administrativas', () => {
  it('reads every page: 130 cases come back whole although the server answers at most 100 a request', async () => {
    const antes = (await h.api.juridico.processos.listar()).length;
    for (let i = 0; i < 130; i++) {
      await h.api.juridico.processos.criar({
        numero: `PAG-${String(i).padStart(3, '0')}`,
        descricao: 'Processo para a paginação.',
        advogadoResponsavel: 'Dra. Paula',
      });
    }
    const todos = await h.api.juridico.processos.listar();
    expect(todos).toHaveLength(antes + 130);
    expect(new Set(todos.map((p) => p._id)).size).toBe(todos.length);
  });
});
