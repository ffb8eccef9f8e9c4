import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { servidorSmtp } from '../../test/smtp-server';
import { criarCenario, type Cenario } from '../contratos/cenario.fixture';
import { livroDoCenario } from '../dashboard/livro.fixture';
import { emailsNaFilaSemSmtp } from '../../test/http-helpers';

// Issue 32: a screen says "enviado" only when SMTP accepted the e-mail (DESIGN §11). The routes
// that post notices — cobranças of the dashboard and of a contract, the lembrete, the jurídico's
// notificação — answer how many notices reached the recipients' areas and what became of the
// e-mails: sent, waiting in the outbox, or refused, with the reason.
describe('notices say what became of their e-mails', () => {
  let c: Cenario;
  let contrato: string;
  let marco: string;
  let julho: string;
  beforeAll(async () => {
    c = await criarCenario({ now: new Date('2026-06-15T12:00:00Z') });
    const l = livroDoCenario(c);
    contrato = await l.contrato({
      numero: 'CT-9',
      inquilinoId: c.inquilinoB.id,
      imovelId: c.imoveis.apto,
      dataInicio: '2026-01-01',
      dataFim: '2027-12-31',
      composicao: { aluguel: 200_000 },
    });
    marco = await l.pagamento(contrato, '2026-03-10');
    await l.pagamento(contrato, '2026-04-10');
    julho = await l.pagamento(contrato, '2026-07-10');
  });
  afterAll(() => c.close());

  const comSmtp = async <T>(fazer: () => Promise<T>): Promise<T> => {
    const { server, porta } = await servidorSmtp([]);
    const antes = c.deps.env;
    c.deps.env = loadEnv({ NODE_ENV: 'test', DATA_DIR: c.dataDir, SMTP_URL: `smtp://127.0.0.1:${porta}` });
    try {
      return await fazer();
    } finally {
      c.deps.env = antes;
      server.close();
    }
  };
  const post = async (url: string, json?: unknown) => {
    const res = await c.request(url, { method: 'POST', token: c.admin.token, ...(json ? { json } : {}) });
    expect(res.status, url).toBeLessThan(300);
    return res.json();
  };
  /** The test SMTP server answers 550 to a recipient containing "recusado". */
  const emailDoBruno = (email: string) =>
    c.db.updateTable('usuarios').set({ email }).where('id', '=', c.inquilinoB.id).execute();

  it("without SMTP: the notice is posted and its e-mail waits in the outbox ('na fila', with the reason)", async () => {
    expect(await post(`/api/pagamentos/${julho}/lembrete`)).toEqual({
      avisos: 1,
      emails: emailsNaFilaSemSmtp(1),
    });
  });

  it("SMTP accepted it: 'enviados' counts it, with no reason", async () => {
    const r = await comSmtp(() => post(`/api/contratos/${contrato}/enviar-cobranca`, { pagamentoId: marco }));
    expect(r).toEqual({ avisos: 1, emails: { enviados: 1, naFila: 0, falharam: 0 } });
    // The clock is fixed: the outbox tells them apart by status (the lembrete's still waits).
    const status = await c.db.selectFrom('emails').select('status').orderBy('status').execute();
    expect(status.map((e) => e.status)).toEqual(['caixa-de-saida', 'enviado']);
  });

  it("SMTP refused it: 'falharam' with SMTP's reason, while the notice is in the tenant's area", async () => {
    await emailDoBruno('bruno.recusado@teste.com');
    try {
      const cobranca = await comSmtp(() => post('/api/dashboard/enviar-cobrancas'));
      // March was already charged today; April is the one left.
      expect(cobranca).toMatchObject({ avisos: 1, emails: { enviados: 0, naFila: 0, falharam: 1 } });
      expect(cobranca.emails.motivo).toMatch(/550/);

      const notificacao = await comSmtp(() =>
        post('/api/juridico/notificacoes', {
          destinatarioId: c.inquilinoB.id,
          titulo: 'Notificação extrajudicial',
          mensagem: 'Regularize o débito.',
        }),
      );
      expect(notificacao.email.estado).toBe('falhou');
      expect(notificacao.email.motivo).toMatch(/550/);
      const titulos = (
        await (await c.request('/api/notificacoes', { token: c.inquilinoB.token })).json()
      ).map((n: { titulo: string }) => n.titulo);
      expect(titulos).toEqual(expect.arrayContaining(['Notificação extrajudicial']));
    } finally {
      await emailDoBruno('bruno@teste.com');
    }
  });
});
