import { fatorVencimento } from './fator';
import { modulo10, modulo11Barras } from './modulos';

/**
 * FEBRABAN 44-position barcode and its 47-digit linha digitável:
 * banco(3) moeda(1: 9 = real) DV(1) fator(4) valor(10, centavos) campo livre(25).
 */
export type DadosBarras = { banco: string; vencimento: string; campoLivre: string } & (
  { valor: number; valorCentavos?: never } | { valorCentavos: number; valor?: never }
);

export const montarCodigoBarras = (dados: DadosBarras): string => {
  const { banco, vencimento, campoLivre } = dados;
  if (!/^\d{3}$/.test(banco)) throw new Error('Banco deve ter 3 dígitos');
  if (!/^\d{25}$/.test(campoLivre)) throw new Error('Campo livre deve ter 25 dígitos');
  const centavos = dados.valorCentavos ?? Math.round(dados.valor! * 100);
  if (!Number.isInteger(centavos)) throw new Error('Valor fora do limite do boleto');
  if (centavos < 0 || centavos > 99_999_999_99) throw new Error('Valor fora do limite do boleto');
  const semDv =
    banco + '9' + String(fatorVencimento(vencimento)) + String(centavos).padStart(10, '0') + campoLivre;
  const dv = modulo11Barras(semDv);
  return semDv.slice(0, 4) + String(dv) + semDv.slice(4);
};

/** The amount a barcode charges, in centavos (positions 10–19). */
export const valorDoCodigoBarras = (codigo: string): number => Number(codigo.slice(9, 19));

/** True when the barcode has 44 digits and its general DV (position 5) is right. */
export const codigoBarrasValido = (codigo: string): boolean =>
  /^\d{44}$/.test(codigo) && modulo11Barras(codigo.slice(0, 4) + codigo.slice(5)) === Number(codigo[4]);

/** Barcode → the 47 digits of the linha digitável (without formatting). */
export const linhaDeCodigoBarras = (codigo: string): string => {
  if (!codigoBarrasValido(codigo)) throw new Error('Código de barras inválido');
  const livre = codigo.slice(19);
  const c1 = codigo.slice(0, 4) + livre.slice(0, 5);
  const c2 = livre.slice(5, 15);
  const c3 = livre.slice(15, 25);
  return c1 + modulo10(c1) + c2 + modulo10(c2) + c3 + modulo10(c3) + codigo[4] + codigo.slice(5, 19);
};

/** 47 digits → 'AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D FFFFVVVVVVVVVV'. */
export const formatarLinhaDigitavel = (linha: string): string => {
  const d = linha.replace(/\D/g, '');
  if (d.length !== 47) throw new Error('Linha digitável deve ter 47 dígitos');
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d[32]} ${d.slice(33)}`;
};

/**
 * Linha digitável (formatted or not) → barcode, checking the three field DVs (módulo 10) and the
 * general DV (módulo 11). Throws with the reason when anything does not match.
 */
export const codigoBarrasDeLinha = (linha: string): string => {
  const d = linha.replace(/[\s.]/g, '');
  if (!/^\d{47}$/.test(d)) throw new Error('Linha digitável deve ter 47 dígitos');
  const campos: [string, string][] = [
    [d.slice(0, 9), d.slice(9, 10)],
    [d.slice(10, 20), d.slice(20, 21)],
    [d.slice(21, 31), d.slice(31, 32)],
  ];
  campos.forEach(([campo, dv], i) => {
    if (String(modulo10(campo)) !== dv) throw new Error(`Dígito verificador do campo ${i + 1} inválido`);
  });
  const codigo = d.slice(0, 4) + d[32] + d.slice(33) + d.slice(4, 9) + d.slice(10, 20) + d.slice(21, 31);
  if (!codigoBarrasValido(codigo)) throw new Error('Dígito verificador geral inválido');
  return codigo;
};

/** True when the linha digitável's four check digits are right. */
export const linhaDigitavelValida = (linha: string): boolean => {
  try {
    codigoBarrasDeLinha(linha);
    return true;
  } catch {
    return false;
  }
};
