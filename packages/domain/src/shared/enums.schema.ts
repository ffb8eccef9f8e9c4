import { z } from 'zod';
import {
  OPERACOES,
  PERFIS,
  PRIORIDADES,
  STATUS_CONTRATO,
  STATUS_DOCUMENTO,
  STATUS_IMOVEL,
  STATUS_PAGAMENTO,
  STATUS_PROCESSO,
  STATUS_USUARIO,
  TIPOS_DOCUMENTO,
  TIPOS_IMOVEL,
  TIPOS_PROCESSO,
} from './enum-values';

/** zod schemas of the closed lists in enum-values.ts (kept apart so plain constants never load zod). */
export const tipoImovelSchema = z.enum(TIPOS_IMOVEL);
export const operacaoSchema = z.enum(OPERACOES);
export const statusImovelSchema = z.enum(STATUS_IMOVEL);
export const perfilSchema = z.enum(PERFIS);
export const statusUsuarioSchema = z.enum(STATUS_USUARIO);
export const statusContratoSchema = z.enum(STATUS_CONTRATO);
export const tipoDocumentoSchema = z.enum(TIPOS_DOCUMENTO);
export const statusDocumentoSchema = z.enum(STATUS_DOCUMENTO);
export const tipoProcessoSchema = z.enum(TIPOS_PROCESSO);
export const statusProcessoSchema = z.enum(STATUS_PROCESSO);
export const prioridadeSchema = z.enum(PRIORIDADES);
export const statusPagamentoSchema = z.enum(STATUS_PAGAMENTO);
