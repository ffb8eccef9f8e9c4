import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './errors';
import { createHarness, DEMO, type Harness } from './test/harness';

// The tenant's own data through the real server (DESIGN §2).
let h: Harness;
let usuarioId: string;
beforeAll(async () => {
  h = await createHarness();
  usuarioId = (await h.api.sessao.entrar(DEMO.inquilina.email, DEMO.inquilina.senha)).id;
});
afterAll(() => h.close());

describe('área do locatário', () => {
  it('reads the own contract, documents and notifications, and marks one as read', async () => {
    const resumo = await h.api.locatario.resumo();
    expect(resumo.contrato?.numero).toBe('CT-2026-001');
    const naoLida = resumo.notificacoes.find((n) => !n.lida)!;
    await h.api.locatario.marcarLida(naoLida.id);
    const depois = await h.api.notificacoes.listar();
    expect(depois.find((n) => n.id === naoLida.id)?.lida).toBe(true);
  });

  it('lists the own boletos and downloads one as PDF', async () => {
    const boletos = await h.api.financeiro.boletos(usuarioId);
    expect(boletos.length).toBeGreaterThan(0);
    const pendente = boletos.find((b) => b.status !== 'RECEIVED')!;
    const { blob } = await h.api.financeiro.boletoPdf(pendente.id);
    expect(new TextDecoder().decode(await blob.slice(0, 5).arrayBuffer())).toBe('%PDF-');
  });

  it('may not read admin data: 403 with the server message, session kept', async () => {
    const erro = (await h.api.usuarios.listar().catch((e: unknown) => e)) as ApiError;
    expect(erro.status).toBe(403);
    expect(erro.mensagem).toBe('Você não tem permissão para esta ação.');
    expect(h.client.sessao.lerToken()).toBeTruthy();
    expect(h.location.navegacoes).toEqual([]);
  });
});
