import { randomUUID } from 'node:crypto';
import type { DocumentoParaAssinar } from '@morada/domain';
import { expect } from 'vitest';
import { hashPassword } from '../../lib/password';
import { partesMime } from '../../test/smtp-server';
import { TEST_SCRYPT } from '../../test/test-app';
import { criarCenario, INQUILINO_BRUNO, type Cenario } from '../contratos/cenario.fixture';
import { comSmtp } from '../visitas/visitas.fixture';

/** Every scenario user signs in (and signs) with this password. */
export const SENHA = 'Senha@2026';

/**
 * The lease CT-1 of Mariana (inquilinoA) on the apartment of Paulo (owner), and a second contract,
 * CT-2, of Bruno on the house of Olga: the other contract whose parties must see nothing of CT-1.
 */
export const prepararAssinaturas = async () => {
  const c = await criarCenario({ now: new Date('2026-12-01T15:00:00Z') });
  const dono = await c.usuario('Paulo Proprietário', 'paulo@teste.com', 'proprietario');
  const outroDono = await c.usuario('Olga Oliveira', 'olga@teste.com', 'proprietario');
  await c.darImoveisAo(dono.id, [c.imoveis.apto]);
  await c.darImoveisAo(outroDono.id, [c.imoveis.casa]);
  const hash = await hashPassword(SENHA, TEST_SCRYPT);
  await c.db.updateTable('usuarios').set({ senha_hash: hash }).execute();
  const contrato = await c.criarContrato();
  const outro = await c.criarContrato({
    numero: 'CT-2',
    inquilino: INQUILINO_BRUNO,
    imovelId: c.imoveis.casa,
  });
  return { c, dono, outroDono, contratoId: contrato._id, outroId: outro._id };
};

export type Links = {
  documento: DocumentoParaAssinar;
  enviadoPorEmail: boolean;
  links: { signatarioId: string; nome: string; link: string }[];
};

/** The admin sends CT-1's lease for signature (no SMTP: the links come back). */
export const pedir = async (c: Cenario, contratoId: string, corpo: unknown = { tipo: 'contrato' }) =>
  c.request(`/api/contratos/${contratoId}/assinaturas`, {
    method: 'POST',
    token: c.admin.token,
    json: corpo,
  });

/** The token at the end of a signing link. */
export const tokenDe = (link: string) => link.split('/assinar/')[1]!;

/** The token of the signatory with that papel. */
export const tokenDoPapel = (r: Links, papel: string) => {
  const s = r.documento.signatarios.find((x) => x.papel === papel)!;
  return tokenDe(r.links.find((l) => l.signatarioId === s.id)!.link);
};

export const naLink = (c: Cenario, token: string, resto = '', init: Parameters<Cenario['request']>[1] = {}) =>
  c.request(`/api/assinaturas/link/${token}${resto}`, { headers: { 'User-Agent': 'Celular/1.0' }, ...init });

/** Asks for the code with SMTP on and reads it from the e-mail the signatory received. */
export const codigoPorEmail = async (c: Cenario, token: string): Promise<string> => {
  const { r, mensagens } = await comSmtp(c, () => naLink(c, token, '/codigo', { method: 'POST' }), 1);
  expect(r.status).toBe(200);
  const texto = partesMime(mensagens[0]!.dados).find((p) => p.tipo === 'text/plain')!.texto;
  return /é (\d{6})\./.exec(texto)![1]!;
};

/** Signs through the link with a code or password. */
export const assinarNoLink = (c: Cenario, token: string, prova: { codigo: string } | { senha: string }) =>
  naLink(c, token, '/assinatura', { method: 'POST', json: prova, headers: { 'User-Agent': 'Celular/1.0' } });

/** A PDF as a multipart upload to the public verification. */
export const verificarArquivo = (c: Cenario, bytes: Uint8Array, nome = 'contrato.pdf') => {
  const form = new FormData();
  form.set('arquivo', new File([new Uint8Array(bytes)], nome, { type: 'application/pdf' }));
  return c.request('/api/verificacao', { method: 'POST', body: form });
};

export const idQualquer = () => randomUUID();
