import { problemasDaConta } from './bancos';
import { contaCobrancaEntradaSchema } from './conta-cobranca.schema';

/**
 * The collection account as the form and the server accept it: the field checks of
 * contaCobrancaEntradaSchema, then the account's bank's own (problemasDaConta), each issue under
 * its field.
 */
export const contaCobrancaValidaSchema = contaCobrancaEntradaSchema.superRefine((conta, ctx) => {
  // Zod runs refinements even after a field failed its own check; the bank's rules read only
  // well-formed digits, so they wait until every field is.
  if (ctx.issues.length > 0) return;
  for (const { campo, mensagem } of problemasDaConta(conta)) {
    ctx.addIssue({ code: 'custom', message: mensagem, path: [campo] });
  }
});
