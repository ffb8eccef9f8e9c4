import { aprovacaoPropostaSchema, dataSchema, MSG_PROPOSTAS } from '@morada/domain';
import { z } from 'zod';

/**
 * The approval dialog of a lease: P's aprovacaoPropostaSchema with the número required (the contract
 * needs it) and a blank start date meaning “the proposal's”.
 */
const aprovacaoLocacaoFormSchema = aprovacaoPropostaSchema.extend({
  numero: z.string().trim().min(1, MSG_PROPOSTAS.campos.numero),
  dataInicio: z
    .string()
    .transform((v) => v.trim() || undefined)
    .pipe(dataSchema.optional()),
});

export { aprovacaoLocacaoFormSchema };
