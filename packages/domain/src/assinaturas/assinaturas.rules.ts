import type { PapelSignatario } from './assinaturas.schema';

/** A signing link lives 7 days; the code sent by e-mail, 10 minutes. */
export const VALIDADE_LINK_ASSINATURA_MS = 7 * 24 * 60 * 60 * 1000;
export const VALIDADE_CODIGO_ASSINATURA_MS = 10 * 60 * 1000;
/** The third wrong code (or password) locks the link; the agency sends a new one. */
export const MAX_TENTATIVAS_ASSINATURA = 3;
/** Largest PDF the public verification reads. */
export const MAX_PDF_VERIFICACAO_BYTES = 10 * 1024 * 1024;

/** Who must sign a document of a contract: tenant, owner (when known), guarantor (fiador guarantee), agency. */
export const papeisQueAssinam = (c: {
  temProprietario: boolean;
  garantia: string | null;
}): PapelSignatario[] => [
  'locatario',
  ...(c.temProprietario ? (['proprietario'] as const) : []),
  ...(c.garantia === 'fiador' ? (['fiador'] as const) : []),
  'imobiliaria',
];

/** No 0/O, 1/I/L, 2/Z, 5/S, 8/B: read aloud or typed from paper without doubt. */
export const ALFABETO_VERIFICACAO = 'ACDEFGHJKMNPQRTUVWXY34679';

/** XXXX-XXXX-XXXX from 12 random bytes (each picks one letter of the alphabet). */
export const codigoDeVerificacao = (aleatorio: Uint8Array): string => {
  if (aleatorio.length < 12) throw new Error('12 bytes aleatórios');
  const letras = Array.from(
    aleatorio.slice(0, 12),
    (b) => ALFABETO_VERIFICACAO[b % ALFABETO_VERIFICACAO.length],
  );
  return [0, 4, 8].map((i) => letras.slice(i, i + 4).join('')).join('-');
};

/** A typed code, normalized: upper case, spaces and dashes ignored, regrouped (null when malformed). */
export const normalizarCodigoVerificacao = (texto: string): string | null => {
  const s = texto.toUpperCase().replace(/[\s-]/g, '');
  if (s.length !== 12 || [...s].some((ch) => !ALFABETO_VERIFICACAO.includes(ch))) return null;
  return `${s.slice(0, 4)}-${s.slice(4, 8)}-${s.slice(8)}`;
};

/** After one more wrong attempt: the new count and whether the link is now locked. */
export const aposTentativaErrada = (tentativas: number) => ({
  tentativas: tentativas + 1,
  bloqueado: tentativas + 1 >= MAX_TENTATIVAS_ASSINATURA,
});

/** Whether a link (or code) issued until `expiraEm` still holds at `agora`. */
export const aindaValido = (expiraEm: string, agora: Date): boolean => agora.getTime() < Date.parse(expiraEm);

/** A PDF starts with %PDF- (the magic bytes), whatever its name or declared type. */
export const isPdf = (bytes: Uint8Array): boolean =>
  bytes.length >= 5 && String.fromCharCode(...bytes.slice(0, 5)) === '%PDF-';

const base = (publicUrl: string) => publicUrl.replace(/\/+$/, '');
/** The page where the link's holder reads and signs (the site's). */
export const linkDeAssinatura = (publicUrl: string, token: string) =>
  `${base(publicUrl)}/assinar/${encodeURIComponent(token)}`;
/** The public verification page of a signed document. */
export const urlDeVerificacao = (publicUrl: string, codigo: string) =>
  `${base(publicUrl)}/verificar/${encodeURIComponent(codigo)}`;
