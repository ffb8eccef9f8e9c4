import { MSG_ASSINATURAS } from '@morada/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, DEMO, type Harness } from './test/harness';

// Issue 37: sending the lease of the demo tenant for signature and signing it through the link the
// admin got back (no SMTP: the password confirms), against the real server; a reused link answers
// the same evidence and an unknown verification code is a 404 with its message.
let h: Harness;
let contratoId: string;
beforeAll(async () => {
  h = await createHarness();
  await h.api.sessao.entrar(DEMO.admin.email, DEMO.admin.senha);
  contratoId = (
    await h.ctx.db
      .selectFrom('contratos as c')
      .innerJoin('usuarios as u', 'u.id', 'c.inquilino_id')
      .select('c.id')
      .where('u.email', '=', DEMO.inquilina.email)
      .where('c.status', '=', 'Ativo')
      .executeTakeFirstOrThrow()
  ).id;
});
afterAll(() => h.close());

describe('api.assinaturas', () => {
  it('sends the lease, the tenant signs by link with her password, the list shows it', async () => {
    const pedido = await h.api.assinaturas.pedir(contratoId, { tipo: 'contrato' });
    expect(pedido.enviadoPorEmail).toBe(false);
    const inquilino = pedido.documento.signatarios.find((s) => s.papel === 'locatario')!;
    const token = pedido.links.find((l) => l.signatarioId === inquilino.id)!.link.split('/assinar/')[1]!;

    const link = await h.api.assinaturasPublicas.lerLink(token);
    expect(link).toMatchObject({ titulo: pedido.documento.titulo, confirmacao: 'senha' });
    expect((await h.api.assinaturasPublicas.enviarCodigo(token)).metodo).toBe('senha');
    const evidencia = await h.api.assinaturasPublicas.assinar(token, { senha: DEMO.inquilina.senha });
    expect(evidencia).toMatchObject({ papel: 'locatario', metodo: 'senha', sha256: pedido.documento.sha256 });
    expect(await h.api.assinaturasPublicas.assinar(token, { senha: DEMO.inquilina.senha })).toEqual(
      evidencia,
    );

    const [doc] = await h.api.assinaturas.doContrato(contratoId);
    expect(doc!.signatarios.find((s) => s.id === inquilino.id)!.status).toBe('assinado');
    expect((await h.api.assinaturas.minhas()).map((d) => d.id)).toContain(doc!.id);

    const erro = await h.api.assinaturasPublicas.verificarCodigo('ACDE-FGHJ-KMNP').catch((e: unknown) => e);
    expect(erro).toMatchObject({ status: 404, mensagem: MSG_ASSINATURAS.api.verificacaoNaoEncontrada });
  });
});
