import { MSG_SERVIDOR, processoSchema } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { criarCenario, ERRO_401, ERRO_403, type Cenario } from '../contratos/cenario.fixture';

let c: Cenario;
beforeAll(async () => {
  c = await criarCenario();
});
afterAll(() => c.close());

describe('processos', () => {
  it('creates with the defaults of section 9, searches, updates and deletes', async () => {
    const res = await c.postar('/api/juridico/processos', {
      numero: 'PROC-1',
      descricao: 'Atraso de aluguel',
      advogadoResponsavel: 'Dr. Luiz',
    });
    expect(res.status).toBe(201);
    const p = await res.json();
    expect(processoSchema.strict().parse(p)).toEqual(p);
    expect(p).toMatchObject({
      numero: 'PROC-1',
      tipo: 'Despejo',
      status: 'Aberto',
      prioridade: 'Média',
      valor: 0,
      dataPrazo: null,
      documentos: [],
      contratoId: '',
    });
    const busca = await c.request('/api/juridico/processos?busca=luiz', { token: c.admin.token });
    expect((await busca.json()).map((x: { _id: string }) => x._id)).toEqual([p._id]);
    expect(
      await (await c.request('/api/juridico/processos?busca=despejo', { token: c.admin.token })).json(),
    ).toHaveLength(1);
    const put = await c.request(`/api/juridico/processos/${p._id}`, {
      method: 'PUT',
      token: c.admin.token,
      json: {
        numero: 'PROC-1',
        descricao: 'x',
        advogadoResponsavel: 'Dr. Luiz',
        prioridade: 'Urgente',
        status: 'Em Andamento',
        dataPrazo: '2026-07-01',
        valor: '1500.5',
      },
    });
    expect(await put.json()).toMatchObject({
      prioridade: 'Urgente',
      status: 'Em Andamento',
      dataPrazo: '2026-07-01',
      valor: 1500.5,
    });
    expect(
      (await c.request(`/api/juridico/processos/${p._id}`, { method: 'DELETE', token: c.admin.token }))
        .status,
    ).toBe(204);
    expect(
      (await c.request(`/api/juridico/processos/${p._id}`, { method: 'DELETE', token: c.admin.token }))
        .status,
    ).toBe(404);
  });

  it('validates with the form messages and is admin only', async () => {
    const res = await c.postar('/api/juridico/processos', { numero: '', valor: 'abc', dataPrazo: 'amanhã' });
    expect(res.status).toBe(400);
    const erros = (await res.json()).erros;
    expect(erros).toEqual(
      expect.arrayContaining([
        { numero: 'Número é obrigatório' },
        { descricao: 'Descrição é obrigatória' },
        { advogadoResponsavel: 'Advogado responsável é obrigatório' },
        { valor: 'Valor deve ser um número' },
      ]),
    );
    const corpo = { numero: 'P', descricao: 'd', advogadoResponsavel: 'a' };
    for (const [method, path] of [
      ['GET', '/api/juridico/processos'],
      ['POST', '/api/juridico/processos'],
      ['PUT', '/api/juridico/processos/x1'],
      ['DELETE', '/api/juridico/processos/x1'],
    ] as const) {
      const json = method === 'POST' || method === 'PUT' ? corpo : undefined;
      expect(await (await c.request(path, { method, json })).json()).toEqual(ERRO_401);
      for (const token of [c.inquilinoA.token, c.corretor.token]) {
        const res = await c.request(path, { method, token, json });
        expect([res.status, await res.json()]).toEqual([403, ERRO_403]);
      }
    }
    expect(await c.db.selectFrom('processos').select('id').execute()).toEqual([]);
  });
});

describe('notificação jurídica', () => {
  it('notifies a user and e-mails them from the legal address', async () => {
    const res = await c.postar('/api/juridico/notificacoes', {
      destinatarioId: c.inquilinoB.id,
      titulo: 'Notificação extrajudicial',
      mensagem: 'Regularize o débito.',
    });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({
      enviadoPara: 'bruno@teste.com',
      remetente: 'juridico@moradaimoveis.com.br',
      email: { estado: 'na-fila', motivo: MSG_SERVIDOR.emailNaFila.semSmtp },
    });
    const lista = await (await c.request('/api/notificacoes', { token: c.inquilinoB.token })).json();
    expect(lista).toEqual([
      expect.objectContaining({
        titulo: 'Notificação extrajudicial',
        mensagem: 'Regularize o débito.',
        lida: false,
      }),
    ]);
    const email = await c.db
      .selectFrom('emails')
      .selectAll()
      .where('para', '=', 'bruno@teste.com')
      .executeTakeFirstOrThrow();
    expect(email.corpo).toBe('Regularize o débito.\n\njuridico@moradaimoveis.com.br');
  });

  it('refuses an unknown recipient, missing fields, and non-admins', async () => {
    const nf = await c.postar('/api/juridico/notificacoes', {
      destinatarioId: 'ninguem',
      titulo: 'T',
      mensagem: 'M',
    });
    expect(nf.status).toBe(404);
    expect((await nf.json()).erros).toEqual([{ destinatarioId: 'Destinatário não encontrado' }]);
    const vazio = await c.postar('/api/juridico/notificacoes', { destinatarioId: c.inquilinoB.id });
    expect((await vazio.json()).erros).toEqual([
      { titulo: 'Título é obrigatório' },
      { mensagem: 'Mensagem é obrigatória' },
    ]);
    const corpo = { destinatarioId: c.inquilinoB.id, titulo: 'T', mensagem: 'M' };
    expect(
      await (await c.request('/api/juridico/notificacoes', { method: 'POST', json: corpo })).json(),
    ).toEqual(ERRO_401);
    for (const token of [c.inquilinoA.token, c.corretor.token]) {
      const res = await c.request('/api/juridico/notificacoes', { method: 'POST', token, json: corpo });
      expect([res.status, await res.json()]).toEqual([403, ERRO_403]);
    }
    expect((await c.db.selectFrom('notificacoes').select('id').execute()).length).toBe(1);
  });
});

describe('busca de processos', () => {
  it("takes '_' and '%' in the search literally, not as LIKE wildcards", async () => {
    const criar = async (numero: string) => {
      const res = await c.postar('/api/juridico/processos', {
        numero,
        descricao: 'd',
        advogadoResponsavel: 'Dra. Eva',
      });
      expect(res.status).toBe(201);
      return (await res.json())._id as string;
    };
    const sublinhado = await criar('PR_9');
    const parecido = await criar('PRX9');
    const buscar = async (termo: string) =>
      (
        await (
          await c.request(`/api/juridico/processos?busca=${encodeURIComponent(termo)}`, {
            token: c.admin.token,
          })
        ).json()
      ).map((x: { _id: string }) => x._id);
    expect(await buscar('pr_9')).toEqual([sublinhado]);
    expect(await buscar('pr%9')).toEqual([]);
    expect((await buscar('pr')).sort()).toEqual([sublinhado, parecido].sort());
  });
});
