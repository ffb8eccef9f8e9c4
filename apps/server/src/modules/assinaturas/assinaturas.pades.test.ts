import { execFileSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MSG_ASSINATURAS } from '@morada/domain';
import forge from 'node-forge';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { esperarErro } from '../../test/http-helpers';
import type { Cenario } from '../contratos/cenario.fixture';
import {
  assinarNoLink,
  pedir,
  prepararAssinaturas,
  SENHA,
  tokenDoPapel,
  type Links,
} from './assinaturas.fixture';

const PDFSIG = '/usr/bin/pdfsig';
const A = MSG_ASSINATURAS.api;

/** A self-signed A1-like certificate made now (no private key is ever committed), as PKCS#12 bytes. */
const pkcs12 = (senha: string): Uint8Array => {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const chave = forge.pki.privateKeyFromPem(privateKey.export({ type: 'pkcs1', format: 'pem' }).toString());
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.publicKeyFromPem(publicKey.export({ type: 'spki', format: 'pem' }).toString());
  cert.serialNumber = '01';
  cert.validity.notBefore = new Date('2026-01-01T00:00:00Z');
  cert.validity.notAfter = new Date('2028-01-01T00:00:00Z');
  const nome = [
    { name: 'commonName', value: 'Imobiliaria Teste LTDA:12345678000195' },
    { name: 'countryName', value: 'BR' },
  ];
  cert.setSubject(nome);
  cert.setIssuer(nome);
  cert.sign(chave, forge.md.sha256.create());
  const asn1 = forge.pkcs12.toPkcs12Asn1(chave, [cert], senha, { algorithm: '3des' });
  return Uint8Array.from(Buffer.from(forge.asn1.toDer(asn1).getBytes(), 'binary'));
};

const enviarCertificado = (c: Cenario, bytes: Uint8Array | string, senha: string, token = c.admin.token) => {
  const form = new FormData();
  form.set('senha', senha);
  form.set('arquivo', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], 'a1.pfx'));
  return c.request('/api/admin/assinaturas/certificado', { method: 'PUT', token, body: form });
};

let c: Cenario;
let contratoId: string;
let pasta: string;
beforeAll(async () => {
  ({ c, contratoId } = await prepararAssinaturas());
  pasta = mkdtempSync(join(tmpdir(), 'morada-pades-'));
});
afterAll(async () => {
  rmSync(pasta, { recursive: true, force: true });
  await c.close();
});

/** pdfsig's report of the file (it exits non-zero for an invalid signature). */
const pdfsig = (bytes: Uint8Array, nome: string): string => {
  const arquivo = join(pasta, nome);
  writeFileSync(arquivo, bytes);
  try {
    return execFileSync(PDFSIG, [arquivo], { encoding: 'utf8' });
  } catch (e) {
    return String((e as { stdout?: string }).stdout ?? '');
  }
};

describe('the agency A1 certificate (PAdES)', () => {
  it('is refused with a wrong password or a non-PKCS#12 file, by the admin only', async () => {
    const bytes = pkcs12('certo');
    await esperarErro(await enviarCertificado(c, bytes, 'errada'), 400, A.certificadoInvalido);
    await esperarErro(await enviarCertificado(c, 'não é um pfx', 'certo'), 400, A.certificadoInvalido);
    expect((await enviarCertificado(c, bytes, 'certo', c.inquilinoA.token)).status).toBe(403);
    expect((await enviarCertificado(c, bytes, 'certo', c.corretor.token)).status).toBe(403);
    const r = await c.request('/api/admin/assinaturas/certificado', { token: c.admin.token });
    expect(await r.json()).toEqual({ certificado: null });
  });

  it('signs the final PDF: pdfsig reports a valid signature, and an invalid one for a changed copy', async () => {
    const senha = 'senha-do-pfx';
    const r = await enviarCertificado(c, pkcs12(senha), senha);
    expect(r.status).toBe(200);
    expect((await r.json()).certificado).toMatchObject({
      titular: 'CN=Imobiliaria Teste LTDA:12345678000195, C=BR',
      validoAte: '2028-01-01T00:00:00.000Z',
    });
    // The password is not kept in plain text.
    const guardado = await c.db
      .selectFrom('configuracoes')
      .select('valor')
      .where('chave', '=', 'assinatura_certificado')
      .executeTakeFirstOrThrow();
    expect(guardado.valor).not.toContain(senha);

    const pedido = (await (await pedir(c, contratoId)).json()) as Links;
    for (const papel of ['locatario', 'proprietario', 'imobiliaria'])
      expect((await assinarNoLink(c, tokenDoPapel(pedido, papel), { senha: SENHA })).status).toBe(200);
    const f = await c.request(`/api/assinaturas/${pedido.documento.id}/final.pdf`, { token: c.admin.token });
    expect(f.status).toBe(200);
    const final = new Uint8Array(await f.arrayBuffer());
    expect(Buffer.from(final).toString('latin1')).toContain('/SubFilter /adbe.pkcs7.detached');

    if (!existsSync(PDFSIG)) {
      console.warn(
        `${PDFSIG} ausente (instale poppler-utils): a validação independente da assinatura PAdES foi pulada.`,
      );
      return;
    }
    const relatorio = pdfsig(final, 'final.pdf');
    expect(relatorio).toContain('Signature Validation: Signature is Valid.');
    expect(relatorio).toContain('Imobiliaria Teste LTDA');
    const alterado = final.slice();
    // One byte inside the first signed range (the header's version: the file still opens).
    expect(Buffer.from(final.slice(0, 8)).toString('latin1')).toBe('%PDF-1.7');
    alterado[7] = '6'.charCodeAt(0);
    const outro = pdfsig(alterado, 'alterado.pdf');
    expect(outro).toContain('Signature Validation:');
    expect(outro).not.toContain('Signature is Valid.');

    expect(
      (await c.request('/api/admin/assinaturas/certificado', { method: 'DELETE', token: c.admin.token }))
        .status,
    ).toBe(204);
    expect(
      await (await c.request('/api/admin/assinaturas/certificado', { token: c.admin.token })).json(),
    ).toEqual({
      certificado: null,
    });
  });
});
