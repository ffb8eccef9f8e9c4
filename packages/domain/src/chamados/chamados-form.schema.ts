import { z } from 'zod';
import { paraCentavos } from '../financeiro/dinheiro';
import { MSG_CHAMADOS } from '../messages/chamados';
import { MSG_CHAMADOS_ADMIN_UI } from '../messages/chamados-admin-ui';
import { conferirReais, reaisArredondados } from '../shared/reais.schema';
import {
  categoriaChamadoSchema,
  dataHoraLocalSchema,
  responsavelCustoSchema,
  urgenciaChamadoSchema,
} from './chamados.schema';

const T = MSG_CHAMADOS_ADMIN_UI;

/** An optional choice of a select: '' (nothing chosen) is null. */
const opcional = <S extends z.ZodType<string>>(s: S) =>
  z.union([z.literal(''), s]).transform((v) => (v === '' ? null : v));

/**
 * The back office's triage form as typed: the value in reais ('350,00'), empty choices as ''.
 * Its output is the body of PATCH /api/admin/chamados/{id} (value in centavos, '' → null).
 */
const camposTriagem = z.object({
  categoria: categoriaChamadoSchema,
  urgencia: urgenciaChamadoSchema,
  prestadorId: z.string().transform((v) => v || null),
  agendadoPara: opcional(dataHoraLocalSchema),
  valor: z.string().transform((v, ctx) => {
    if (v.trim() === '') return null;
    const reais = conferirReais(v, { invalido: T.triagem.valorInvalido, minimo: 'zeroOuMais' }, ctx);
    return typeof reais === 'number' ? paraCentavos(reais) : z.NEVER;
  }),
  responsavel: opcional(responsavelCustoSchema),
});
export const triagemFormSchema = camposTriagem.transform(({ valor, ...resto }) => ({
  ...resto,
  valorCentavos: valor,
}));
export type TriagemForm = z.input<typeof triagemFormSchema>;

/** The cancellation's form: the reason is required. */
export const cancelamentoFormSchema = z.object({
  motivo: z.string().trim().min(1, MSG_CHAMADOS.erros.obrigatorio(MSG_CHAMADOS.campos.motivo)).max(500),
});
export type CancelamentoForm = z.input<typeof cancelamentoFormSchema>;
export type TriagemFormSaida = z.output<typeof triagemFormSchema>;

/**
 * The value typed in the triage form in centavos, or null when empty or unreadable (what the
 * warning "the owner will be asked" is judged on while typing).
 */
export const valorDigitadoEmCentavos = (valor: string): number | null => {
  const r = camposTriagem.shape.valor.safeParse(valor);
  return r.success ? r.data : null;
};

/**
 * The approval limit's form as typed: the amount in reais ('500,00') and, for a property, whether it
 * follows the agency's. Its output is the body of the PUT routes (centavos; null follows the agency's).
 */
export const limiteFormSchema = z
  .object({ valor: z.string(), segueAgencia: z.boolean() })
  .transform(({ valor, segueAgencia }, ctx) => {
    if (segueAgencia) return { limiteCentavos: null };
    if (valor.trim() === '') {
      ctx.addIssue({ code: 'custom', path: ['valor'], message: T.limite.obrigatorio });
      return z.NEVER;
    }
    const reais = reaisArredondados(valor, { invalido: T.limite.invalido, minimo: 'zeroOuMais' });
    if (reais === undefined) {
      ctx.addIssue({ code: 'custom', path: ['valor'], message: T.limite.invalido });
      return z.NEVER;
    }
    return { limiteCentavos: paraCentavos(reais) };
  });
export type LimiteForm = z.input<typeof limiteFormSchema>;
export type LimiteFormSaida = z.output<typeof limiteFormSchema>;

/** Centavos as the limit form shows them ('500,00'); null (none of its own) is empty. */
export const limiteParaForm = (centavos: number | null): string =>
  centavos === null ? '' : (centavos / 100).toFixed(2).replace('.', ',');
