import { createHash, randomBytes, randomUUID } from 'node:crypto';
import {
  hojeNaAgencia,
  linkDeAssinatura,
  MSG,
  MSG_ASSINATURAS,
  papeisQueAssinam,
  VALIDADE_LINK_ASSINATURA_MS,
  type Contrato,
  type PapelSignatario,
  type TipoDocumentoAssinatura,
} from '@morada/domain';
import type { Deps, SessionUser } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { getConfiguracao } from '../configuracoes';
import { donoDoImovel, obterContrato, obterGarantia } from '../contratos';
import { enviarEmail } from '../emails';
import {
  dadosDoUsuario,
  inserirDocumento,
  inserirSignatarios,
  invalidarDocumento,
  obterDocumento,
  obterSignatario,
  pendentesDoMesmo,
  publico,
  type DocumentoInterno,
  type NovoSignatario,
  type SignatarioInterno,
} from './assinaturas.repository';
import { trocarLink } from './links.repository';
import { gerarDocumentoParaAssinar } from './documento-fonte';

const E = MSG_ASSINATURAS.api;

export const sha256 = (bytes: Uint8Array | string): string =>
  createHash('sha256').update(bytes).digest('hex');
export const arquivoOriginal = (docId: string) => `assinatura-${docId}.pdf`;

/**
 * The contract for the admin or one of its parties (tenant, property owner); anyone else gets the
 * 404 of a contract that does not exist: nobody learns of another contract's documents.
 */
export const contratoVisivel = async (
  deps: Deps,
  usuario: SessionUser,
  contratoId: string,
): Promise<Contrato> => {
  const contrato = await obterContrato(deps.db, contratoId, hojeNaAgencia(deps.now()));
  const parte =
    contrato &&
    (usuario.perfil === 'admin' ||
      (usuario.perfil === 'inquilino' && contrato.inquilino._id === usuario.id) ||
      (usuario.perfil === 'proprietario' &&
        (await donoDoImovel(deps.db, contrato.imovel._id)) === usuario.id));
  if (!contrato || !parte) throw notFound(MSG.api.contratoNaoEncontrado);
  return contrato;
};

/** Who signs: the tenant, the owner (when the property has one), the fiador, and the admin for the agency. */
const signatariosDoContrato = async (deps: Deps, contrato: Contrato, admin: SessionUser) => {
  const donoId = await donoDoImovel(deps.db, contrato.imovel._id);
  const dono = donoId ? await dadosDoUsuario(deps.db, donoId) : undefined;
  const garantia = await obterGarantia(deps.db, contrato._id, hojeNaAgencia(deps.now()));
  const de = (papel: PapelSignatario): Omit<NovoSignatario, 'id'> => {
    if (papel === 'locatario')
      return {
        papel,
        nome: contrato.inquilino.nome,
        email: contrato.inquilino.email,
        usuarioId: contrato.inquilino._id,
      };
    if (papel === 'proprietario') return { papel, nome: dono!.nome, email: dono!.email, usuarioId: dono!.id };
    if (papel === 'fiador' && garantia?.tipo === 'fiador')
      return { papel, nome: garantia.nome, email: garantia.email, usuarioId: null };
    return { papel: 'imobiliaria', nome: admin.nome, email: admin.email, usuarioId: admin.id };
  };
  return papeisQueAssinam({ temProprietario: Boolean(dono), garantia: garantia?.tipo ?? null }).map(
    (p): NovoSignatario => ({ id: randomUUID(), ...de(p) }),
  );
};

/**
 * A new one-time link for the signatory (earlier ones die). With SMTP it goes by e-mail only (the
 * outbox keeps it hidden); without SMTP, or without an e-mail address, it comes back for staff to pass on.
 */
export const emitirLink = async (
  deps: Deps,
  s: Pick<SignatarioInterno, 'id' | 'nome' | 'email'>,
  titulo: string,
): Promise<string | null> => {
  const token = randomBytes(32).toString('base64url');
  const agora = deps.now();
  await trocarLink(deps.db, {
    id: randomUUID(),
    signatarioId: s.id,
    tokenHash: sha256(token),
    expiraEm: new Date(agora.getTime() + VALIDADE_LINK_ASSINATURA_MS).toISOString(),
    criadoEm: agora.toISOString(),
  });
  const link = linkDeAssinatura(deps.env.PUBLIC_URL, token);
  if (!deps.env.SMTP_URL || !s.email) return link;
  const { nome: agencia } = await getConfiguracao(deps.db);
  await enviarEmail(deps, {
    para: s.email,
    assunto: MSG_ASSINATURAS.email.assunto(titulo),
    corpo: MSG_ASSINATURAS.email.corpo(s.nome, titulo, agencia, link),
    segredos: [token],
  });
  return null;
};

/**
 * Sends a contract's document for signature. The same document still pending with the same PDF is a
 * 409 (resend a link instead); with a changed PDF the earlier request is invalidated first.
 */
export const pedirAssinaturas = async (
  deps: Deps,
  admin: SessionUser,
  contratoId: string,
  pedido: {
    tipo: TipoDocumentoAssinatura;
    aditivoId?: string | undefined;
    vistoriaId?: string | undefined;
  },
) => {
  const contrato = await contratoVisivel(deps, admin, contratoId);
  const { titulo, bytes, referenciaId } = await gerarDocumentoParaAssinar(
    deps,
    contrato,
    pedido.tipo,
    pedido,
  );
  const hash = sha256(bytes);
  const anteriores = await pendentesDoMesmo(deps.db, contrato._id, pedido.tipo, referenciaId);
  if (anteriores.some((d) => d.sha256 === hash)) throw conflict(E.mesmoDocumentoPendente);
  const id = randomUUID();
  const signatarios = await signatariosDoContrato(deps, contrato, admin);
  await deps.armazenamento.gravar('documentos', arquivoOriginal(id), bytes, 'application/pdf');
  const agora = deps.now().toISOString();
  await deps.db.transaction().execute(async (trx) => {
    for (const d of anteriores) await invalidarDocumento(trx, d.id, agora);
    await inserirDocumento(trx, {
      id,
      contratoId: contrato._id,
      tipo: pedido.tipo,
      referenciaId,
      titulo,
      arquivo: arquivoOriginal(id),
      sha256: hash,
      criadoEm: agora,
      criadoPor: admin.id,
    });
    await inserirSignatarios(trx, id, signatarios);
  });
  const links = [];
  for (const s of signatarios) {
    const link = await emitirLink(deps, s, titulo);
    if (link) links.push({ signatarioId: s.id, nome: s.nome, link });
  }
  const documento = await obterDocumento(deps.db, id);
  return { documento: publico(documento!), enviadoPorEmail: Boolean(deps.env.SMTP_URL), links };
};

/** The admin sends a signatory who has not signed a new link; the old one dies. */
export const reenviarLink = async (deps: Deps, docId: string, sid: string) => {
  const doc = await obterDocumento(deps.db, docId);
  const s = await obterSignatario(deps.db, sid);
  if (!doc || !s || s.documentoId !== doc.id) throw notFound(E.signatarioNaoEncontrado);
  if (doc.status !== 'pendente' || s.status !== 'pendente') throw conflict(E.documentoNaoPendente);
  const link = await emitirLink(deps, s, doc.titulo);
  return { enviadoPorEmail: link === null, link };
};

export type { DocumentoInterno };
