import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadEnv } from '../../env';
import { servidorSmtp } from '../../test/smtp-server';
import { criarCenario, type Cenario } from '../contratos/cenario.fixture';
import { lerColuna } from '../../test/banco';

// Clock: 2026-06-15 12:00 UTC (09:00 in São Paulo), as in livro-caixa.test.ts.
let c: Cenario;
beforeAll(async () => {
  c = await criarCenario({ now: new Date('2026-06-15T12:00:00Z') });
});
afterAll(() => c.close());

describe('e-mails de cobrança', () => {
  it('are queued with the notice and delivered after commit; a refused one is marked with its error', async () => {
    const recebido: string[] = [];
    const { server, porta } = await servidorSmtp(recebido);
    const envAntes = c.deps.env;
    try {
      c.deps.env = loadEnv({ NODE_ENV: 'test', DATA_DIR: c.dataDir, SMTP_URL: `smtp://127.0.0.1:${porta}` });
      const imovelId = await c.imovel('Apto Recusa', 'Apartamento', 'Aluguel');
      const ct = await c.criarContrato({
        numero: 'CT-SMTP',
        imovelId,
        inquilino: {
          nome: 'Rui Recusado',
          email: 'recusado@teste.com',
          telefone: '11988887777',
          cpf: '52998224725',
          rg: '3',
        },
      });
      await c.gerar(ct._id, 2);
      const res = await c.request(`/api/contratos/${ct._id}/enviar-cobranca`, {
        method: 'POST',
        token: c.admin.token,
      });
      expect(await res.json()).toMatchObject({ avisos: 2 });
      // The tenant is new, so the contract also e-mailed an invitation: only the billing notices count.
      const linhas = () =>
        c.db
          .selectFrom('emails')
          .selectAll()
          .where('para', '=', 'recusado@teste.com')
          .where('assunto', 'not like', 'Seu acesso%')
          .execute();
      await vi.waitFor(async () => {
        const rs = await linhas();
        expect(rs.map((r) => r.status)).toEqual(['erro', 'erro']);
      });
      expect((await linhas())[0]!.erro).toMatch(/550/);
      // The in-app notices were committed whatever happened to the e-mails.
      const usuario = await lerColuna(c.db, 'usuarios', 'id', { email: 'recusado@teste.com' });
      const notas = await c.db
        .selectFrom('notificacoes')
        .select('titulo')
        .where('usuario_id', '=', usuario.id)
        .execute();
      expect(notas.map((n) => n.titulo)).toEqual(['Aviso de cobrança', 'Aviso de cobrança']);
    } finally {
      c.deps.env = envAntes;
      server.close();
    }
  });
});
