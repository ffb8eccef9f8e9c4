/**
 * zod fields for Brazilian inputs. Each accepts the value masked or bare ('123.456.789-09',
 * '12345678909') and outputs the bare digits, so the database holds one form and screens format it
 * (format.ts). Without `obrigatorio` the field is optional: absent or '' gives ''.
 */
import { z } from 'zod';
import './erro-zod';
import { MSG_ENTRADAS } from '../messages/entradas';
import {
  normalizarCep,
  normalizarCnpj,
  normalizarCpf,
  normalizarCpfOuCnpj,
  normalizarTelefone,
} from './entradas-br';

/** The field's messages: `obrigatorio` makes it required; `invalido` replaces the default one. */
export type OpcoesCampoBr = { obrigatorio?: string; invalido?: string };

/** Longer than any masked number: refused before a pattern runs over it. */
const MAX_DIGITADO = 40;

const campoNormalizado = (
  normalizar: (v: string) => string | undefined,
  invalidoPadrao: string,
  { obrigatorio, invalido = invalidoPadrao }: OpcoesCampoBr,
) =>
  z
    .string({ error: obrigatorio ?? invalido })
    .optional()
    .transform((valor, ctx) => {
      const v = (valor ?? '').trim();
      if (v === '') {
        if (!obrigatorio) return '';
        ctx.addIssue({ code: 'custom', message: obrigatorio });
        return z.NEVER;
      }
      const digitos = v.length <= MAX_DIGITADO ? normalizar(v) : undefined;
      if (digitos === undefined) {
        ctx.addIssue({ code: 'custom', message: invalido });
        return z.NEVER;
      }
      return digitos;
    });

/** CPF with check digits → 11 digits. */
export const campoCpf = (opcoes: OpcoesCampoBr = {}) =>
  campoNormalizado(normalizarCpf, MSG_ENTRADAS.cpfInvalido, opcoes);

/** CNPJ with check digits → 14 digits. */
export const campoCnpj = (opcoes: OpcoesCampoBr = {}) =>
  campoNormalizado(normalizarCnpj, MSG_ENTRADAS.cnpjInvalido, opcoes);

/** A person's CPF or a company's CNPJ → 11 or 14 digits. */
export const campoCpfOuCnpj = (opcoes: OpcoesCampoBr = {}) =>
  campoNormalizado(normalizarCpfOuCnpj, MSG_ENTRADAS.documentoInvalido, opcoes);

/** Fixo (DDD + 8 digits) or celular (DDD + 9 digits starting with 9) → 10 or 11 digits. */
export const campoTelefone = (opcoes: OpcoesCampoBr = {}) =>
  campoNormalizado(normalizarTelefone, MSG_ENTRADAS.telefoneInvalido, opcoes);

/** CEP → 8 digits. */
export const campoCep = (opcoes: OpcoesCampoBr = {}) =>
  campoNormalizado(normalizarCep, MSG_ENTRADAS.cepInvalido, opcoes);
