import {
  dadosVendaSchema,
  fichaLocacaoSchema,
  MSG_PROPOSTAS,
  tipoPropostaSchema,
  type Proposta,
} from '@morada/domain';
import { z } from 'zod';

/** Money as MoneyInput types it ('1234.56' reais, or blank) → integer centavos, or null when blank. */
const reais = z.string().transform((v, ctx) => {
  const t = v.trim();
  if (!t) return null;
  const n = Number(t);
  if (!Number.isFinite(n) || n < 0) {
    ctx.addIssue({ code: 'custom', message: MSG_PROPOSTAS.campos.valorInvalido });
    return z.NEVER;
  }
  return Math.round(n * 100);
});

/**
 * The proposal form: P's fichaLocacaoSchema and dadosVendaSchema with money typed in reais (the fields
 * keep the API's names, so the server's errors land under them) and the prazo typed as text. The
 * guarantee is chosen in its own form (GarantiaForm) and joined on submit.
 */
const propostaFormSchema = z.object({
  tipo: tipoPropostaSchema,
  locacao: fichaLocacaoSchema.omit({ garantia: true }).extend({
    rendaMensalCentavos: reais,
    valorAluguelCentavos: reais,
    prazoMeses: z
      .string()
      .transform((v) => (v.trim() === '' ? undefined : Number(v)))
      .pipe(fichaLocacaoSchema.shape.prazoMeses),
  }),
  venda: dadosVendaSchema.extend({ valorCentavos: reais }),
});
type PropostaFormValores = z.input<typeof propostaFormSchema>;
type PropostaFormSaida = z.output<typeof propostaFormSchema>;

const emReais = (centavos: number | null | undefined) =>
  centavos == null ? '' : (centavos / 100).toFixed(2);

/** Who a new proposal is for: the lead's contact (a lead may lack the e-mail or the phone). */
type ContatoInicial = { nome: string; email?: string | null; telefone?: string | null };

/**
 * The form's first values: the draft's, or the lead's contact with the property's rent and the usual
 * prazo (the corretor does not type again what the lead already says).
 */
const valoresIniciais = (
  proposta: Proposta | undefined,
  tipo: Proposta['tipo'],
  aluguelImovelCentavos: number | null | undefined,
  prazoPadrao: number,
  contato?: ContatoInicial,
): PropostaFormValores => {
  const f = proposta?.locacao;
  const v = proposta?.venda;
  const c = proposta ? undefined : contato;
  return {
    tipo: proposta?.tipo ?? tipo,
    locacao: {
      inquilino: {
        nome: f?.inquilino.nome ?? c?.nome ?? '',
        cpf: f?.inquilino.cpf ?? '',
        email: f?.inquilino.email ?? c?.email ?? '',
        telefone: f?.inquilino.telefone ?? c?.telefone ?? '',
        rg: f?.inquilino.rg ?? '',
        dataNascimento: f?.inquilino.dataNascimento ?? '',
        estadoCivil: f?.inquilino.estadoCivil ?? '',
        profissao: f?.inquilino.profissao ?? '',
      },
      rendaMensalCentavos: emReais(f?.rendaMensalCentavos),
      valorAluguelCentavos: emReais(f ? f.valorAluguelCentavos : aluguelImovelCentavos),
      dataInicioDesejada: f?.dataInicioDesejada ?? '',
      prazoMeses: String(f?.prazoMeses ?? prazoPadrao),
    },
    venda: {
      valorCentavos: emReais(v?.valorCentavos),
      condicoes: v?.condicoes ?? '',
      compradorNome: v?.compradorNome ?? c?.nome ?? '',
      compradorCpf: v?.compradorCpf ?? '',
      compradorEmail: v?.compradorEmail ?? c?.email ?? '',
    },
  };
};

export { propostaFormSchema, valoresIniciais };
export type { ContatoInicial, PropostaFormSaida, PropostaFormValores };
