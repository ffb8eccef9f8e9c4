/**
 * Brazilian identifiers and numbers as people type them: CPF, CNPJ, phone and CEP. Check digits
 * and area codes come from @brazilian-utils/brazilian-utils; what counts as typed by a person
 * (which mask characters, celular starting with 9) is ours. Each `normalizar*` answers the bare
 * digits, or undefined when the value is not a valid number. No zod here: the public site's first
 * chunk uses the formatters and must not pull a schema library in.
 */
import {
  isValidCep,
  isValidCnpj,
  isValidCpf,
  isValidLandlinePhone,
  isValidMobilePhone,
} from '@brazilian-utils/brazilian-utils';

const CPF_DIGITADO = /^\d{3}\.?\d{3}\.?\d{3}-?\d{2}$/;
const CNPJ_DIGITADO = /^\d{2}\.?\d{3}\.?\d{3}\/?\d{4}-?\d{2}$/;
const CEP_DIGITADO = /^\d{2}\.?\d{3}-?\d{3}$/;
/** Digits, spaces, parentheses, dots and hyphens, with an optional +55 in front. */
const TELEFONE_DIGITADO = /^(\+?\s*55\s*)?[\d\s().-]+$/;

const digitos = (valor: string) => valor.replace(/\D/g, '');

/** The CPF's 11 digits when it is a real CPF ('529.982.247-25' or '52998224725'), else undefined. */
export const normalizarCpf = (valor: string): string | undefined => {
  const v = valor.trim();
  return CPF_DIGITADO.test(v) && isValidCpf(v) ? digitos(v) : undefined;
};

/** The CNPJ's 14 digits when it is a real CNPJ ('11.222.333/0001-81' or bare), else undefined. */
export const normalizarCnpj = (valor: string): string | undefined => {
  const v = valor.trim();
  return CNPJ_DIGITADO.test(v) && isValidCnpj(v) ? digitos(v) : undefined;
};

/** An owner's tax id: a person's CPF (11 digits) or a company's CNPJ (14 digits). */
export const normalizarCpfOuCnpj = (valor: string): string | undefined =>
  normalizarCpf(valor) ?? normalizarCnpj(valor);

/**
 * A Brazilian phone with its DDD: fixo (DDD + 8 digits starting 2–5) or celular (DDD + 9 digits
 * starting with 9), as '(11) 91234-5678', '11912345678' or '+55 11 3456-7890'. Answers the
 * national digits (10 or 11), without the country code.
 */
export const normalizarTelefone = (valor: string): string | undefined => {
  const v = valor.trim();
  if (!TELEFONE_DIGITADO.test(v)) return undefined;
  let d = digitos(v);
  if ((d.length === 12 || d.length === 13) && d.startsWith('55')) d = d.slice(2);
  if (d.length === 10) return isValidLandlinePhone(d) ? d : undefined;
  if (d.length === 11) return d[2] === '9' && isValidMobilePhone(d) ? d : undefined;
  return undefined;
};

/** A CEP's 8 digits ('01310-100' or '01310100'), else undefined. */
export const normalizarCep = (valor: string): string | undefined => {
  const v = valor.trim();
  return CEP_DIGITADO.test(v) && isValidCep(v) ? digitos(v) : undefined;
};

/** CPF check digits (Receita Federal's módulo 11); the usual mask is accepted. */
export const cpfValido = (cpf: string): boolean => normalizarCpf(cpf) !== undefined;

/** CNPJ check digits; the usual mask is accepted. */
export const cnpjValido = (cnpj: string): boolean => normalizarCnpj(cnpj) !== undefined;

/** An owner's tax id: a valid CPF (11 digits, a person) or CNPJ (14 digits, a company). */
export const cpfOuCnpjValido = (documento: string): boolean => normalizarCpfOuCnpj(documento) !== undefined;

/** A fixo or celular with its DDD (see normalizarTelefone). */
export const telefoneValido = (telefone: string): boolean => normalizarTelefone(telefone) !== undefined;

/** A CEP of 8 digits. */
export const cepValido = (cep: string): boolean => normalizarCep(cep) !== undefined;
