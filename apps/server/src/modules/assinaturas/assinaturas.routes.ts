import { MSG_ASSINATURAS, type LinkAssinatura } from '@morada/domain';
import type { Context } from 'hono';
import { disposicaoAnexo } from '../../http/arquivos';
import { clientIp } from '../../http/client-ip';
import type { AppEnv, Deps, SessionUser } from '../../http/context';
import { endpoint } from '../../http/endpoint';
import { limitePorIp } from './limite';
import { conflict, notFound } from '../../http/errors';
import {
  concluidosDoUsuario,
  documentosDoContrato,
  obterDocumento,
  pendentesDoUsuario,
  publico,
  signatarioDoUsuario,
  type DocumentoInterno,
} from './assinaturas.repository';
import { contratoVisivel, pedirAssinaturas, reenviarLink } from './assinaturas.service';
import { abrirLink, assinar, confirmacaoDe, enviarCodigo, type Assinando } from './assinatura.service';

const E = MSG_ASSINATURAS.api;

/** Codes sent and signatures tried per IP: 10 per 10 minutes (each wrong one also counts on its link). */
const limite = limitePorIp('assinatura-ip', 10);

const pdf = (c: Context<AppEnv>, bytes: Uint8Array, nome: string) =>
  c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
    'Content-Type': 'application/pdf',
    'Content-Disposition': disposicaoAnexo(nome),
    'Cache-Control': 'private, no-store',
  });

const origem = (c: Context<AppEnv>) => ({ ip: clientIp(c), userAgent: c.req.header('User-Agent') ?? '' });

const vistaDoLink = (deps: Deps, a: Assinando): LinkAssinatura => ({
  documentoId: a.documento.id,
  titulo: a.documento.titulo,
  status: a.documento.status,
  sha256: a.documento.sha256,
  signatario: publico(a.documento).signatarios.find((s) => s.id === a.signatario.id)!,
  partes: a.documento.signatarios.map(({ nome, papel, status, assinadoEm }) => ({
    nome,
    papel,
    status,
    assinadoEm,
  })),
  confirmacao: confirmacaoDe(deps, a.signatario),
  codigoVerificacao: a.documento.codigoVerificacao,
});

/** The signed PDF once everyone has signed (before: 409). */
const bytesFinais = async (deps: Deps, doc: DocumentoInterno) => {
  if (doc.status !== 'concluido' || !doc.arquivoFinal) throw conflict(E.finalIndisponivel);
  const bytes = await deps.armazenamento.ler('documentos', doc.arquivoFinal);
  if (!bytes) throw notFound(E.documentoNaoEncontrado);
  return bytes;
};

/** The document for the admin or a party of its contract (others: 404). */
const documentoVisivel = async (deps: Deps, usuario: SessionUser, docId: string) => {
  const doc = await obterDocumento(deps.db, docId);
  if (!doc) throw notFound(E.documentoNaoEncontrado);
  await contratoVisivel(deps, usuario, doc.contratoId).catch(() => {
    throw notFound(E.documentoNaoEncontrado);
  });
  return doc;
};

export const endpointsAssinaturas = [
  endpoint('POST /api/contratos/{id}/assinaturas', async ({ c, deps, usuario, params, body }) =>
    c.json(await pedirAssinaturas(deps, usuario, params.id, body), 201),
  ),
  endpoint('GET /api/contratos/{id}/assinaturas', async ({ c, deps, usuario, params }) => {
    const contrato = await contratoVisivel(deps, usuario, params.id);
    return c.json((await documentosDoContrato(deps.db, contrato._id)).map(publico));
  }),
  endpoint('POST /api/assinaturas/{docId}/signatarios/{sid}/link', async ({ c, deps, params }) =>
    c.json(await reenviarLink(deps, params.docId, params.sid)),
  ),
  endpoint('GET /api/assinaturas/link/{token}', async ({ c, deps, params }) =>
    c.json(vistaDoLink(deps, await abrirLink(deps, params.token))),
  ),
  endpoint('GET /api/assinaturas/link/{token}/documento.pdf', async ({ c, deps, params }) => {
    const { documento } = await abrirLink(deps, params.token);
    const bytes = await deps.armazenamento.ler('documentos', documento.arquivo);
    if (!bytes) throw notFound(E.documentoNaoEncontrado);
    return pdf(c, bytes, `${documento.titulo}.pdf`);
  }),
  /*
   * The final PDF by link: any holder of a still-valid link (7 days, not replaced, not locked) once
   * everyone has signed — so the last to sign, and whoever reopens a link already used, leaves with
   * the signed copy. The link is personal and its holder has signed this very document; past the 7
   * days the signed copy is in the person's area (or with the agency), never behind an old token.
   */
  endpoint('GET /api/assinaturas/link/{token}/final.pdf', async ({ c, deps, params }) => {
    const { documento } = await abrirLink(deps, params.token);
    return pdf(c, await bytesFinais(deps, documento), `${documento.titulo} - assinado.pdf`);
  }),
  endpoint('POST /api/assinaturas/link/{token}/codigo', async ({ c, deps, params }) => {
    await limite(c);
    const a = await abrirLink(deps, params.token);
    if (a.documento.status !== 'pendente' || a.signatario.status !== 'pendente')
      throw conflict(E.documentoNaoPendente);
    return c.json(await enviarCodigo(deps, a));
  }),
  endpoint('POST /api/assinaturas/link/{token}/assinatura', async ({ c, deps, params, body }) => {
    await limite(c);
    return c.json(await assinar(deps, await abrirLink(deps, params.token), body, origem(c)));
  }),
  endpoint('GET /api/minhas-assinaturas', async ({ c, deps, usuario }) =>
    c.json(
      (await pendentesDoUsuario(deps.db, usuario.id)).filter((d) => d.status === 'pendente').map(publico),
    ),
  ),
  endpoint('GET /api/minhas-assinaturas/concluidas', async ({ c, deps, usuario }) =>
    c.json((await concluidosDoUsuario(deps.db, usuario.id)).map(publico)),
  ),
  endpoint('POST /api/assinaturas/{docId}/assinatura', async ({ c, deps, usuario, params, body }) => {
    const documento = await obterDocumento(deps.db, params.docId);
    const signatario = documento && (await signatarioDoUsuario(deps.db, documento.id, usuario.id));
    if (!documento || !signatario) throw notFound(E.documentoNaoEncontrado);
    return c.json(await assinar(deps, { link: null, signatario, documento }, body, origem(c)));
  }),
  endpoint('GET /api/assinaturas/{docId}/final.pdf', async ({ c, deps, usuario, params }) => {
    const doc = await documentoVisivel(deps, usuario, params.docId);
    return pdf(c, await bytesFinais(deps, doc), `${doc.titulo} - assinado.pdf`);
  }),
];
