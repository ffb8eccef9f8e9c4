import { z } from 'zod';
import { idSchema } from '../shared/fields';

/** The two kinds of bank file an admin imports: a CNAB retorno, an OFX statement. */
export const TIPOS_IMPORTACAO = ['retorno', 'extrato'] as const;
export type TipoImportacao = (typeof TIPOS_IMPORTACAO)[number];

/** The text fields of an import's multipart form (the file travels as `arquivo`). */
export const importacaoEntradaSchema = z.object({
  contaId: idSchema,
});

/** One imported file and what its items became (the summary an admin reads after importing). */
export const importacaoBancariaSchema = z.object({
  id: z.string(),
  tipo: z.enum(TIPOS_IMPORTACAO),
  contaId: z.string(),
  contaNome: z.string(),
  nomeArquivo: z.string(),
  criadoEm: z.string(),
  /** Credits (statement) or occurrences (retorno) the file held. */
  itens: z.number().int(),
  lancados: z.number().int(),
  atualizados: z.number().int(),
  pendentes: z.number().int(),
  ignorados: z.number().int(),
  /** Already imported before (this file or an overlapping one): nothing booked again. */
  repetidos: z.number().int(),
  /** True when the very same file (same bytes) had been imported before. */
  arquivoRepetido: z.boolean(),
});
export type ImportacaoBancaria = z.infer<typeof importacaoBancariaSchema>;

/** POST /api/cobranca/lancamentos/{id}/conciliar: the open payment an admin matched a credit to. */
export const conciliarEntradaSchema = z.object({ pagamentoId: idSchema });
export type ConciliarEntrada = z.infer<typeof conciliarEntradaSchema>;
