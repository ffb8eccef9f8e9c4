import { z } from 'zod';
import { MSG_PROPOSTAS } from '../messages/propostas';
import { contratoSalvoSchema } from '../acesso/acesso.schema';
import { idSchema } from '../shared/fields';
import { divisaoSomaCem, PARTES_COMISSAO } from './propostas.rules';
import { propostaSchema, tipoPropostaSchema } from './propostas.schema';

const M = MSG_PROPOSTAS.campos;

export const parteComissaoSchema = z.enum(PARTES_COMISSAO);

/** One party's share of a deal's commission (centavos). `corretorId` null: the agency's share. */
export const comissaoSchema = z.object({
  id: z.string(),
  propostaId: z.string(),
  propostaNumero: z.string(),
  tipo: tipoPropostaSchema,
  imovelTitulo: z.string(),
  parte: parteComissaoSchema,
  corretorId: z.string().nullable(),
  corretorNome: z.string().nullable(),
  valorCentavos: z.number(),
  criadaEm: z.string(),
});
export type Comissao = z.infer<typeof comissaoSchema>;

const mesSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Mês inválido (use AAAA-MM)');

/** GET /api/comissoes: months `de`..`ate` (YYYY-MM, inclusive); `corretorId`: the admin's filter. */
export const comissoesFiltroSchema = z.object({
  corretorId: idSchema.optional(),
  de: mesSchema.optional(),
  ate: mesSchema.optional(),
});
export type ComissoesFiltro = z.input<typeof comissoesFiltroSchema>;

/** GET /api/comissoes: the shares (newest first), their total and the total of each month. */
export const comissoesResumoSchema = z.object({
  itens: z.array(comissaoSchema),
  totalCentavos: z.number(),
  porMes: z.array(z.object({ mes: z.string(), totalCentavos: z.number() })),
});
export type ComissoesResumo = z.infer<typeof comissoesResumoSchema>;

const percentual = z.number({ error: M.percentual }).min(0, M.percentual).max(100, M.percentual);

/** GET/PUT /api/admin/comissoes/configuracao: the rates (% of the base) and the split (sums to 100). */
export const configuracaoComissoesSchema = z.object({
  percentualVenda: percentual,
  percentualLocacao: percentual,
  divisao: z
    .object({ agencia: percentual, captador: percentual, vendedor: percentual })
    .refine(divisaoSomaCem, { message: M.divisao }),
});
export type ConfiguracaoComissoes = z.infer<typeof configuracaoComissoesSchema>;

/**
 * POST /api/admin/propostas/{id}/aprovacao: the approved proposal, the commission shares it made and,
 * for a lease, the contract (with the tenant's invitation, shown once when there is no SMTP).
 */
export const aprovacaoRespostaSchema = z.object({
  proposta: propostaSchema,
  contrato: contratoSalvoSchema.nullable(),
  comissoes: z.array(comissaoSchema),
});
export type AprovacaoResposta = z.infer<typeof aprovacaoRespostaSchema>;
