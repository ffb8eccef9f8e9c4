import { z } from 'zod';
import { MSG_COBRANCA_BANCARIA } from '../messages/cobranca-bancaria';

const M = MSG_COBRANCA_BANCARIA.campos;
const E = MSG_COBRANCA_BANCARIA.erros;

/**
 * Banks whose registered boletos Morada issues (issue 34). '999' is the demo agency's bank: its
 * slips are valid FEBRABAN documents for display, registered nowhere, and say so on the slip.
 */
export const BANCOS_COBRANCA = {
  '001': 'Banco do Brasil',
  '341': 'Itaú',
  '237': 'Bradesco',
  '104': 'Caixa',
  '033': 'Santander',
  '756': 'Sicoob',
  '748': 'Sicredi',
  '077': 'Inter',
  '999': 'Banco de demonstração',
} as const;
export type CodigoBanco = keyof typeof BANCOS_COBRANCA;
export const CODIGOS_BANCO = Object.keys(BANCOS_COBRANCA) as [CodigoBanco, ...CodigoBanco[]];
export const BANCO_DEMONSTRACAO: CodigoBanco = '999';

/** The remessa/retorno file layouts a collection account exchanges with its bank. */
export const LAYOUTS_CNAB = ['cnab240', 'cnab400'] as const;
export type LayoutCnab = (typeof LAYOUTS_CNAB)[number];

const digitos = (rotulo: string, min: number, max: number) =>
  z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${min},${max}}$`), E.digitos(rotulo, min, max));

/** A check digit as banks print it: one digit, or X (Banco do Brasil); empty when the bank has none. */
const dv = (rotulo: string) =>
  z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[0-9X]?$/, E.dv(rotulo))
    .default('');

const sequencia = (rotulo: string) =>
  z.coerce
    .number({ error: E.sequencia(rotulo) })
    .int(E.sequencia(rotulo))
    .min(1, E.sequencia(rotulo))
    .max(9_999_999, E.sequencia(rotulo));

/**
 * A collection account (Configurações → Contas de cobrança): where the agency's boletos are
 * registered and paid. Digits are kept as typed strings (leading zeros matter to the bank).
 */
export const contaCobrancaEntradaSchema = z.object({
  nome: z.string().trim().min(1, E.obrigatorio(M.nome)).max(80, E.max(M.nome, 80)),
  banco: z.enum(CODIGOS_BANCO, { error: E.banco }),
  agencia: digitos(M.agencia, 1, 5),
  agenciaDv: dv(M.agenciaDv),
  conta: digitos(M.conta, 1, 12),
  contaDv: dv(M.contaDv),
  carteira: digitos(M.carteira, 1, 3),
  /** Convênio (BB), código do beneficiário (Caixa, Santander, Sicoob, Sicredi) or código da empresa. */
  convenio: digitos(M.convenio, 1, 20),
  layout: z.enum(LAYOUTS_CNAB, { error: E.layout }),
  proximaRemessa: sequencia(M.proximaRemessa).default(1),
  proximoNossoNumero: sequencia(M.proximoNossoNumero).default(1),
  ativa: z.boolean().default(true),
});
export type ContaCobrancaEntrada = z.input<typeof contaCobrancaEntradaSchema>;
export type ContaCobrancaDados = z.output<typeof contaCobrancaEntradaSchema>;

export const contaCobrancaSchema = contaCobrancaEntradaSchema.extend({
  id: z.string(),
  criadoEm: z.string(),
});
export type ContaCobranca = z.infer<typeof contaCobrancaSchema>;

/** Only a real bank's account may say "Pagável em qualquer banco". */
export const contaPagavel = (conta: Pick<ContaCobrancaDados, 'banco'>): boolean =>
  conta.banco !== BANCO_DEMONSTRACAO;
