import { MSG_ASSINATURAS } from '@morada/domain';
import type { ApiClient } from '../client';
import { rotas, type CorpoDe } from '../contrato';

const A = MSG_ASSINATURAS.acoes;

/** Signing (issue 37) by whoever holds a link, and the public verification: no session needed. */
export const assinaturasPublicasEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  const doLink = (token: string) => ({ token });
  return {
    /** GET /api/assinaturas/link/:token → what to sign (404: unknown, replaced or expired; 409: locked). */
    lerLink: (token: string) =>
      r.json('GET /api/assinaturas/link/{token}', { parametros: doLink(token), acao: A.lerLink }),
    /** GET /api/assinaturas/link/:token/documento.pdf → the exact PDF to sign. */
    documento: (token: string) =>
      r.arquivo('GET /api/assinaturas/link/{token}/documento.pdf', {
        parametros: doLink(token),
        acao: A.baixar,
      }),
    /** GET /api/assinaturas/link/:token/final.pdf → the signed PDF (409 while someone has not signed). */
    final: (token: string) =>
      r.arquivo('GET /api/assinaturas/link/{token}/final.pdf', { parametros: doLink(token), acao: A.baixar }),
    /** POST /api/assinaturas/link/:token/codigo → a code by e-mail, or "use your password" without SMTP. */
    enviarCodigo: (token: string) =>
      r.json('POST /api/assinaturas/link/{token}/codigo', {
        parametros: doLink(token),
        acao: A.enviarCodigo,
      }),
    /** POST /api/assinaturas/link/:token/assinatura { codigo } | { senha } → the evidence kept. */
    assinar: (token: string, json: CorpoDe<'POST', '/api/assinaturas/link/{token}/assinatura'>) =>
      r.json('POST /api/assinaturas/link/{token}/assinatura', {
        parametros: doLink(token),
        json,
        acao: A.assinar,
      }),
    /** GET /api/verificacao/:codigo → the signed document's title, parties and times (404: none). */
    verificarCodigo: (codigo: string) =>
      r.json('GET /api/verificacao/{codigo}', { parametros: { codigo }, acao: A.verificar }),
    /** POST /api/verificacao (multipart `arquivo`) → whether the PDF is a signed document, unchanged. */
    verificarArquivo: (form: FormData) => r.json('POST /api/verificacao', { form, acao: A.verificar }),
  };
};

/** Signatures in the back office (admin) and in one's own area (tenant, owner, staff). */
export const assinaturasEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  return {
    /** POST /api/contratos/:id/assinaturas { tipo, aditivoId? } → the document and (without SMTP) the links. */
    pedir: (contratoId: string, json: CorpoDe<'POST', '/api/contratos/{id}/assinaturas'>) =>
      r.json('POST /api/contratos/{id}/assinaturas', { parametros: { id: contratoId }, json, acao: A.pedir }),
    /** GET /api/contratos/:id/assinaturas → the contract's documents sent for signature. */
    doContrato: (contratoId: string) =>
      r.json('GET /api/contratos/{id}/assinaturas', { parametros: { id: contratoId }, acao: A.listar }),
    /** POST /api/assinaturas/:docId/signatarios/:sid/link → a new link (the old one dies). */
    reenviarLink: (docId: string, sid: string) =>
      r.json('POST /api/assinaturas/{docId}/signatarios/{sid}/link', {
        parametros: { docId, sid },
        acao: A.reenviar,
      }),
    /** GET /api/minhas-assinaturas → the documents waiting for my signature. */
    minhas: () => r.json('GET /api/minhas-assinaturas', { acao: A.minhas }),
    /** GET /api/minhas-assinaturas/concluidas → the documents I signed that everyone has signed. */
    concluidas: () => r.json('GET /api/minhas-assinaturas/concluidas', { acao: A.concluidas }),
    /** POST /api/assinaturas/:docId/assinatura { senha } → the evidence (signed in, in my area). */
    assinar: (docId: string, senha: string) =>
      r.json('POST /api/assinaturas/{docId}/assinatura', {
        parametros: { docId },
        json: { senha },
        acao: A.assinar,
      }),
    /** GET /api/assinaturas/:docId/final.pdf → the signed PDF (409 while someone has not signed). */
    final: (docId: string) =>
      r.arquivo('GET /api/assinaturas/{docId}/final.pdf', { parametros: { docId }, acao: A.baixar }),
    certificado: () => r.json('GET /api/admin/assinaturas/certificado', { acao: A.certificado }),
    /** PUT /api/admin/assinaturas/certificado (multipart `arquivo` + `senha`) → its subject and validity. */
    salvarCertificado: (form: FormData) =>
      r.json('PUT /api/admin/assinaturas/certificado', { form, acao: A.salvarCertificado }),
    removerCertificado: () =>
      r.vazio('DELETE /api/admin/assinaturas/certificado', { acao: A.removerCertificado }),
  };
};
