import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { MSG_ASSINATURAS } from '@morada/domain';
import type { Deps } from '../../http/context';
import { badRequest } from '../../http/errors';
import { abrirPkcs12, type DadosCertificado } from '../../lib/pdf/pades';
import {
  apagarCertificadoConfigurado,
  gravarCertificadoConfigurado,
  lerCertificadoConfigurado,
} from './assinaturas.repository';

/** The .p12 lives in the private storage under this name; its password, encrypted, in configuracoes. */
const ARQUIVO = 'assinatura-certificado-a1.p12';

type Guardado = DadosCertificado & { senha: string };

/** AES-256-GCM with a key derived from the server's session secret: the password is never stored in plain text. */
const chave = (deps: Deps) => createHash('sha256').update(`morada:certificado-a1:${deps.jwtSecret}`).digest();

const cifrar = (deps: Deps, texto: string): string => {
  const iv = randomBytes(12);
  const c = createCipheriv('aes-256-gcm', chave(deps), iv);
  const dados = Buffer.concat([c.update(texto, 'utf8'), c.final()]);
  return [iv, c.getAuthTag(), dados].map((b) => b.toString('base64')).join('.');
};

const decifrar = (deps: Deps, guardado: string): string | undefined => {
  try {
    const [iv, tag, dados] = guardado.split('.').map((p) => Buffer.from(p, 'base64'));
    const d = createDecipheriv('aes-256-gcm', chave(deps), iv!);
    d.setAuthTag(tag!);
    return Buffer.concat([d.update(dados!), d.final()]).toString('utf8');
  } catch {
    // The session secret changed: the certificate must be configured again.
    return undefined;
  }
};

const ler = async (deps: Deps): Promise<Guardado | undefined> => {
  const valor = await lerCertificadoConfigurado(deps.db);
  return valor ? (JSON.parse(valor) as Guardado) : undefined;
};

export const dadosDoCertificado = async (deps: Deps): Promise<DadosCertificado | null> => {
  const g = await ler(deps);
  return g ? { titular: g.titular, emissor: g.emissor, validoDe: g.validoDe, validoAte: g.validoAte } : null;
};

/** Opens the file with the password (400 when it cannot), then keeps both. */
export const configurarCertificado = async (
  deps: Deps,
  bytes: Uint8Array,
  senha: string,
): Promise<DadosCertificado> => {
  let dados: DadosCertificado;
  try {
    dados = abrirPkcs12(bytes, senha);
  } catch {
    throw badRequest(MSG_ASSINATURAS.api.certificadoInvalido, [
      { arquivo: MSG_ASSINATURAS.api.certificadoInvalido },
    ]);
  }
  await deps.armazenamento.gravar('documentos', ARQUIVO, bytes, 'application/x-pkcs12');
  await gravarCertificadoConfigurado(deps.db, JSON.stringify({ ...dados, senha: cifrar(deps, senha) }));
  return dados;
};

export const removerCertificado = async (deps: Deps): Promise<void> => {
  await apagarCertificadoConfigurado(deps.db);
  await deps.armazenamento.apagar('documentos', ARQUIVO);
};

/** The file and its password, when a certificate is configured and readable. */
export const certificadoParaAssinar = async (
  deps: Deps,
): Promise<{ p12: Uint8Array; senha: string; titular: string } | undefined> => {
  const g = await ler(deps);
  if (!g) return undefined;
  const senha = decifrar(deps, g.senha);
  const p12 = await deps.armazenamento.ler('documentos', ARQUIVO);
  return senha !== undefined && p12 ? { p12, senha, titular: g.titular } : undefined;
};
