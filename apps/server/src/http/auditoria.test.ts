import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/test-app';
import { descreverEscrita } from './auditoria';
import { lerColuna } from '../test/banco';

let ctx: TestContext;
let admin: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await ctx.adminToken();
});
afterAll(() => ctx.close());

const registros = () => ctx.db.selectFrom('auditoria').selectAll().orderBy('data').execute();

describe('audit log', () => {
  it('names the entity, the record and the action of a write', () => {
    expect(descreverEscrita('POST', '/api/contratos/ab12/gerar-pagamentos')).toEqual({
      entidade: 'contratos',
      entidadeId: 'ab12',
      acao: 'POST gerar-pagamentos',
    });
    expect(descreverEscrita('DELETE', '/api/juridico/documentos/x9')).toEqual({
      entidade: 'juridico/documentos',
      entidadeId: 'x9',
      acao: 'DELETE',
    });
  });

  it('records a successful write by a signed-in user; not reads, failures or anonymous calls', async () => {
    const antes = (await registros()).length;
    const criado = await ctx.request('/api/juridico/processos', {
      method: 'POST',
      token: admin,
      json: { numero: 'AUD-1', descricao: 'Auditoria', advogadoResponsavel: 'Dr. Luz' },
    });
    expect(criado.status).toBe(201);
    const { _id } = (await criado.json()) as { _id: string };
    await ctx.request(`/api/juridico/processos/${_id}`, { method: 'DELETE', token: admin });
    await ctx.request('/api/juridico/processos', { token: admin });
    await ctx.request('/api/juridico/processos', { method: 'POST', token: admin, json: {} });
    await ctx.request('/api/contato', {
      method: 'POST',
      json: { nome: 'A', email: 'a@example.com', telefone: '11988887777', assunto: 'B', mensagem: 'C' },
    });
    const novos = (await registros()).slice(antes);
    const adminId = (await lerColuna(ctx.db, 'usuarios', 'id', { email: 'admin@morada.com.br' })).id;
    expect(novos.map((r) => [r.usuario_id, r.acao, r.entidade, r.entidade_id])).toEqual([
      [adminId, 'POST', 'juridico/processos', null],
      [adminId, 'DELETE', 'juridico/processos', _id],
    ]);
  });
});
