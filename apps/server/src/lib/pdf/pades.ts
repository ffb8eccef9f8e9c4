import { pdflibAddPlaceholder } from '@signpdf/placeholder-pdf-lib';
import { P12Signer } from '@signpdf/signer-p12';
import signpdf from '@signpdf/signpdf';
import forge from 'node-forge';
import { PDFDocument } from 'pdf-lib';

// PKCS#12 bag types (RFC 7292 §4.2): shrouded key, key, certificate.
const OID_CHAVE_CIFRADA = '1.2.840.113549.1.12.10.1.2';
const OID_CHAVE = '1.2.840.113549.1.12.10.1.1';
const OID_CERTIFICADO = '1.2.840.113549.1.12.10.1.3';

/** What the agency's A1 certificate says of itself. */
export type DadosCertificado = { titular: string; emissor: string; validoDe: string; validoAte: string };

const nomeDe = (attrs: forge.pki.CertificateField[]): string =>
  attrs
    .filter((a) => a.shortName || a.name)
    .map((a) => `${a.shortName ?? a.name}=${String(a.value)}`)
    .join(', ');

/**
 * Opens a PKCS#12 (.pfx/.p12) with its password: the certificate that has a private key beside it.
 * Throws when the password is wrong or the bytes are not PKCS#12 with a key and a certificate.
 */
export const abrirPkcs12 = (bytes: Uint8Array, senha: string): DadosCertificado => {
  const der = forge.util.createBuffer(Buffer.from(bytes).toString('binary'));
  const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der), senha);
  const bolsas = (tipo: string) => p12.getBags({ bagType: tipo })[tipo] ?? [];
  const chaves = [...bolsas(OID_CHAVE_CIFRADA), ...bolsas(OID_CHAVE)];
  const cert = bolsas(OID_CERTIFICADO).find((b) => b.cert)?.cert;
  if (!cert || !chaves.some((k) => k.key)) throw new Error('PKCS#12 sem chave privada e certificado');
  return {
    titular: nomeDe(cert.subject.attributes),
    emissor: nomeDe(cert.issuer.attributes),
    validoDe: cert.validity.notBefore.toISOString(),
    validoAte: cert.validity.notAfter.toISOString(),
  };
};

/**
 * Signs the PDF with the A1 certificate (PAdES basic: a CMS detached signature, SubFilter
 * adbe.pkcs7.detached — @signpdf's P12 signer adds no ESS signing-certificate-v2 attribute, which
 * ETSI.CAdES.detached requires; docs/decisions/034).
 */
export const assinarPades = async (
  pdf: Uint8Array,
  p12: Uint8Array,
  senha: string,
  meta: { nome: string; motivo: string; local: string; contato: string; quando: Date },
): Promise<Uint8Array> => {
  const doc = await PDFDocument.load(pdf);
  pdflibAddPlaceholder({
    pdfDoc: doc,
    reason: meta.motivo,
    contactInfo: meta.contato,
    name: meta.nome,
    location: meta.local,
    signingTime: meta.quando,
    subFilter: 'adbe.pkcs7.detached',
    signatureLength: 16384,
  });
  const comEspaco = await doc.save({ useObjectStreams: false });
  const assinado = await signpdf.sign(
    Buffer.from(comEspaco),
    new P12Signer(Buffer.from(p12), { passphrase: senha }),
    meta.quando,
  );
  return new Uint8Array(assinado);
};
