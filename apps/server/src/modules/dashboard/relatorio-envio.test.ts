import { MSG_SERVIDOR } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadEnv } from '../../env';
import { servidorSmtp } from '../../test/smtp-server';
import { getConfiguracao, saveConfiguracao } from '../configuracoes/configuracoes.repository';
import { criarCenario, type Cenario } from '../contratos/cenario.fixture';

// Issue 32: "enviado" only when SMTP accepted it (DESIGN §11). POST /api/dashboard/relatorio — the
// back office's 'Enviar por e-mail' and the dashboard's 'Relatório' — answers what became of it.
describe('the monthly report says what became of its e-mail', () => {
  let c: Cenario;
  beforeAll(async () => {
    c = await criarCenario();
  });
  afterAll(() => c.close());

  const enviar = async () => {
    await c.db.deleteFrom('emails').execute(); // the clock is fixed: one row at a time to read
    const res = await c.request('/api/dashboard/relatorio', { method: 'POST', token: c.admin.token });
    expect(res.status).toBe(200);
    return (await res.json()) as { estado: string; motivo?: string; destinatario: string };
  };
  const statusNaCaixa = async () => c.db.selectFrom('emails').select(['status', 'erro']).executeTakeFirst();
  const comSmtp = async <T>(url: string, fazer: () => Promise<T>): Promise<T> => {
    const antes = c.deps.env;
    c.deps.env = loadEnv({ NODE_ENV: 'test', DATA_DIR: c.dataDir, SMTP_URL: url });
    try {
      return await fazer();
    } finally {
      c.deps.env = antes;
    }
  };

  it("without SMTP: 'na-fila', with the reason, and the e-mail waits in the outbox", async () => {
    const r = await enviar();
    expect(r).toMatchObject({ estado: 'na-fila', motivo: MSG_SERVIDOR.emailNaFila.semSmtp });
    expect(await statusNaCaixa()).toEqual({ status: 'caixa-de-saida', erro: null });
  });

  it("SMTP accepted it: 'enviado', and the outbox says so", async () => {
    const { server, porta, mensagens } = await servidorSmtp([]);
    try {
      const r = await comSmtp(`smtp://127.0.0.1:${porta}`, enviar);
      expect(r.estado).toBe('enviado');
      expect(r.motivo).toBeUndefined();
      // Already delivered when the answer came: nothing claimed ahead of SMTP.
      expect(mensagens).toHaveLength(1);
      expect(await statusNaCaixa()).toEqual({ status: 'enviado', erro: null });
    } finally {
      server.close();
    }
  });

  it("SMTP refused it: 'falhou' with SMTP's reason", async () => {
    const { server, porta, mensagens } = await servidorSmtp([]);
    const config = await getConfiguracao(c.db);
    // The test server answers 550 to a recipient containing "recusado".
    await saveConfiguracao(c.db, { ...config, emailAdministracao: 'recusado@moradaimoveis.com.br' });
    try {
      const r = await comSmtp(`smtp://127.0.0.1:${porta}`, enviar);
      expect(r.estado).toBe('falhou');
      expect(r.motivo).toMatch(/550/);
      expect(mensagens).toHaveLength(0);
      expect(await statusNaCaixa()).toMatchObject({ status: 'erro', erro: r.motivo });
    } finally {
      await saveConfiguracao(c.db, config);
      server.close();
    }
  });
});
