import { describe, expect, it } from 'vitest';
import {
  aindaValido,
  aposTentativaErrada,
  codigoDeVerificacao,
  isPdf,
  linkDeAssinatura,
  urlDeVerificacao,
  normalizarCodigoVerificacao,
  papeisQueAssinam,
  VALIDADE_LINK_ASSINATURA_MS,
} from './assinaturas.rules';

describe('papeisQueAssinam', () => {
  it('tenant, owner, guarantor only for a fiador guarantee, and the agency', () => {
    expect(papeisQueAssinam({ temProprietario: true, garantia: 'fiador' })).toEqual([
      'locatario',
      'proprietario',
      'fiador',
      'imobiliaria',
    ]);
    expect(papeisQueAssinam({ temProprietario: true, garantia: 'caucao' })).toEqual([
      'locatario',
      'proprietario',
      'imobiliaria',
    ]);
    expect(papeisQueAssinam({ temProprietario: false, garantia: null })).toEqual([
      'locatario',
      'imobiliaria',
    ]);
  });
});

describe('codigoDeVerificacao', () => {
  it('maps each byte to the 25-letter alphabet, grouped 4-4-4', () => {
    // bytes 0..11 → letters 0..11 of ACDEFGHJKMNPQRTUVWXY34679; 25 → 0 (A), 26 → 1 (C).
    expect(codigoDeVerificacao(Uint8Array.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]))).toBe(
      'ACDE-FGHJ-KMNP',
    );
    expect(codigoDeVerificacao(Uint8Array.from([25, 26, 24, 49, 0, 0, 0, 0, 0, 0, 0, 0]))).toBe(
      'AC99-AAAA-AAAA',
    );
  });
  it('needs 12 bytes', () => {
    expect(() => codigoDeVerificacao(new Uint8Array(11))).toThrow();
  });
});

describe('normalizarCodigoVerificacao', () => {
  it('accepts lower case and spaces, refuses ambiguous letters and wrong lengths', () => {
    expect(normalizarCodigoVerificacao(' acde fghj-kmnp ')).toBe('ACDE-FGHJ-KMNP');
    expect(normalizarCodigoVerificacao('ACDE-FGHJ-KMN0')).toBeNull();
    expect(normalizarCodigoVerificacao('ACDE-FGHJ')).toBeNull();
  });
});

describe('attempts and validity', () => {
  it('the third wrong attempt locks', () => {
    expect(aposTentativaErrada(0)).toEqual({ tentativas: 1, bloqueado: false });
    expect(aposTentativaErrada(1)).toEqual({ tentativas: 2, bloqueado: false });
    expect(aposTentativaErrada(2)).toEqual({ tentativas: 3, bloqueado: true });
  });
  it('a link issued now holds for 7 days, not one millisecond more', () => {
    const agora = new Date('2026-12-01T12:00:00Z');
    const expira = new Date(agora.getTime() + VALIDADE_LINK_ASSINATURA_MS).toISOString();
    expect(expira).toBe('2026-12-08T12:00:00.000Z');
    expect(aindaValido(expira, new Date('2026-12-08T11:59:59.999Z'))).toBe(true);
    expect(aindaValido(expira, new Date('2026-12-08T12:00:00.000Z'))).toBe(false);
  });
});

describe('isPdf', () => {
  it('reads the magic bytes', () => {
    expect(isPdf(new TextEncoder().encode('%PDF-1.7\n'))).toBe(true);
    expect(isPdf(new TextEncoder().encode('GIF89a'))).toBe(false);
    expect(isPdf(new Uint8Array(2))).toBe(false);
  });
});

describe('links', () => {
  it('the signing page and the verification page under the public address', () => {
    expect(linkDeAssinatura('https://morada.com.br/', 'abc_-1')).toBe('https://morada.com.br/assinar/abc_-1');
    expect(urlDeVerificacao('https://morada.com.br', 'ACDE-FGHJ-KMNP')).toBe(
      'https://morada.com.br/verificar/ACDE-FGHJ-KMNP',
    );
  });
});
