import { randomInt, randomUUID } from 'node:crypto';
import {
  aindaValido,
  aposTentativaErrada,
  MSG_ASSINATURAS,
  VALIDADE_CODIGO_ASSINATURA_MS,
  type Evidencia,
} from '@morada/domain';
import type { Deps } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { verifyPassword } from '../../lib/password';
import { enviarEmail } from '../emails';
import {
  dadosDoUsuario,
  obterDocumento,
  obterSignatario,
  type DocumentoInterno,
  type SignatarioInterno,
} from './assinaturas.repository';
import {
  codigoConfere,
  evidenciaDoSignatario,
  gravarTentativas,
  inserirCodigo,
  linkDoToken,
  registrarAssinatura,
  type LinkInterno,
} from './links.repository';
import { sha256 } from './assinaturas.service';
import { concluirSeCompleto } from './documento-final';

const E = MSG_ASSINATURAS.api;

export type Assinando = {
  link: LinkInterno | null;
  signatario: SignatarioInterno;
  documento: DocumentoInterno;
};

/** A link's holder: unknown, replaced or expired → 404; locked by wrong codes → 409. */
export const abrirLink = async (deps: Deps, token: string): Promise<Assinando> => {
  const link = await linkDoToken(deps.db, sha256(token));
  if (!link || link.revogadoEm || !aindaValido(link.expiraEm, deps.now())) throw notFound(E.linkInvalido);
  if (link.bloqueado) throw conflict(E.linkBloqueado);
  const signatario = (await obterSignatario(deps.db, link.signatarioId))!;
  const documento = (await obterDocumento(deps.db, signatario.documentoId))!;
  return { link, signatario, documento };
};

/** How this signatory confirms: a code by e-mail with SMTP, else the account's password. */
export const confirmacaoDe = (deps: Deps, s: SignatarioInterno) =>
  deps.env.SMTP_URL && s.email ? 'codigo_email' : s.usuarioId ? 'senha' : 'indisponivel';

/** Sends a 6-digit code (10 minutes) to the signatory's e-mail, or says the password is needed. */
export const enviarCodigo = async (deps: Deps, a: Assinando) => {
  const metodo = confirmacaoDe(deps, a.signatario);
  if (metodo === 'indisponivel') throw conflict(E.senhaIndisponivel);
  if (metodo === 'senha') return { metodo, mensagem: E.informeSenha };
  const codigo = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const agora = deps.now();
  await inserirCodigo(deps.db, {
    id: randomUUID(),
    linkId: a.link!.id,
    codigoHash: sha256(codigo),
    expiraEm: new Date(agora.getTime() + VALIDADE_CODIGO_ASSINATURA_MS).toISOString(),
    criadoEm: agora.toISOString(),
  });
  await enviarEmail(deps, {
    para: a.signatario.email,
    assunto: MSG_ASSINATURAS.email.codigoAssunto,
    corpo: MSG_ASSINATURAS.email.codigoCorpo(a.signatario.nome, codigo),
    segredos: [codigo],
  });
  return { metodo, mensagem: E.codigoEnviado };
};

const senhaConfere = async (deps: Deps, s: SignatarioInterno, senha: string) => {
  const u = s.usuarioId ? await dadosDoUsuario(deps.db, s.usuarioId) : undefined;
  return Boolean(u && (await verifyPassword(senha, u.senha_hash)));
};

/**
 * Signs for the holder once the code or password checks out. Signing again answers the evidence
 * already kept; a wrong code or password counts on the link (the 3rd locks it: 409), 400 before.
 */
export const assinar = async (
  deps: Deps,
  a: Assinando,
  prova: { codigo: string } | { senha: string },
  origem: { ip: string; userAgent: string },
): Promise<Evidencia> => {
  const ja = await evidenciaDoSignatario(deps.db, a.signatario.id);
  if (ja) return ja;
  if (a.documento.status !== 'pendente' || a.signatario.status !== 'pendente')
    throw conflict(E.documentoNaoPendente);
  const ok =
    'codigo' in prova
      ? Boolean(a.link) &&
        (await codigoConfere(deps.db, a.link!.id, sha256(prova.codigo), deps.now().toISOString()))
      : await senhaConfere(deps, a.signatario, prova.senha);
  const erro = 'codigo' in prova ? E.codigoIncorreto : E.senhaIncorreta;
  if (!ok) {
    if (!a.link) throw badRequest(erro, [{ senha: erro }]);
    const { tentativas, bloqueado } = aposTentativaErrada(a.link.tentativas);
    await gravarTentativas(deps.db, a.link.id, tentativas, bloqueado);
    if (bloqueado) throw conflict(E.linkBloqueado);
    throw badRequest(erro, [{ ['codigo' in prova ? 'codigo' : 'senha']: erro }]);
  }
  const evidencia: Evidencia = {
    signatarioId: a.signatario.id,
    nome: a.signatario.nome,
    email: a.signatario.email,
    papel: a.signatario.papel,
    assinadoEm: deps.now().toISOString(),
    ip: origem.ip,
    userAgent: origem.userAgent.slice(0, 500),
    sha256: await shaDoArquivo(deps, a.documento),
    metodo: 'codigo' in prova ? 'codigo_email' : 'senha',
  };
  try {
    await deps.db.transaction().execute((trx) => registrarAssinatura(trx, randomUUID(), evidencia));
  } catch (e) {
    // Two requests raced: the first one's evidence stands (one row per signatory).
    const primeira = await evidenciaDoSignatario(deps.db, a.signatario.id);
    if (primeira) return primeira;
    throw e;
  }
  await concluirSeCompleto(deps, (await obterDocumento(deps.db, a.documento.id))!);
  return evidencia;
};

/** The SHA-256 of the PDF as stored now (the one the signatory was shown). */
const shaDoArquivo = async (deps: Deps, d: DocumentoInterno) => {
  const bytes = await deps.armazenamento.ler('documentos', d.arquivo);
  if (!bytes) throw notFound(E.documentoNaoEncontrado);
  return sha256(bytes);
};
