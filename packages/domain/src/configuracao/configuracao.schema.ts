import { z } from 'zod';
import { isDataReal } from '../financeiro/datas';
import { LIMITES_ENCARGOS } from '../financeiro/encargos';
import { campoCnpj, campoCpf, campoTelefone } from '../shared/campos-br';
import { MSG_FINANCEIRO } from '../messages/financeiro';
import { MSG_REPASSE } from '../messages/repasse';
import { DIA_REPASSE_MAX } from '../repasse/repasse.rules';
import { temCentavosExatos } from '../shared/reais.schema';

const R = MSG_REPASSE.campos;
const RE = MSG_REPASSE.erros;
/** A percentage from 0 to 100 (typed text coerced); every error names the field. */
const percentual = (rotulo: string) =>
  z.coerce
    .number({ error: RE.percentualInvalido(rotulo) })
    .min(0, RE.percentualInvalido(rotulo))
    .max(100, RE.percentualInvalido(rotulo));

const CHAVE_INVALIDA = 'Chave PIX inválida (e-mail, CPF, CNPJ, telefone +55 ou chave aleatória)';

/**
 * A PIX key as the DICT accepts it: e-mail (lower-case, up to 77 characters), CPF or CNPJ digits,
 * phone in +55 form, or a random key (UUID). Normalised, so the payload banks read is the same.
 */
export const chavePixSchema = z
  .string()
  .trim()
  .min(1, 'Chave PIX é obrigatória')
  .transform((v, ctx) => {
    const email = v.toLowerCase();
    if (email.includes('@')) {
      if (email.length <= 77 && z.email().safeParse(email).success) return email;
    } else if (/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(v)) {
      return v.toLowerCase();
    } else if (v.trim().startsWith('+')) {
      const d = v.replace(/\D/g, '');
      if (/^55\d{10,11}$/.test(d)) return `+${d}`;
    } else {
      const d = v.replace(/\D/g, '');
      if ((d.length === 11 || d.length === 14) && /^[\d.\-/\s]+$/.test(v)) return d;
    }
    ctx.addIssue({ code: 'custom', message: CHAVE_INVALIDA });
    return z.NEVER;
  });

/** Agency settings shown on the public site and used by the dashboard and billing. */
export const configuracaoSchema = z.object({
  nome: z.string().trim().min(1).max(120),
  site: z.string().trim().max(200),
  endereco: z.string().trim().max(300),
  /** Digits ('1134567890'); screens show them with formatTelefone. Empty = not published. */
  telefone: campoTelefone(),
  whatsapp: campoTelefone(),
  emailAdministracao: z.email(),
  emailCadastros: z.email(),
  emailDocumentacao: z.email(),
  emailFinanceiro: z.email(),
  emailJuridico: z.email(),
  horarioSemana: z.string().trim().max(80),
  horarioSabado: z.string().trim().max(80),
  /** Kept as typed (this schema is also the answer's), so it must already be whole centavos. */
  metaReceitaMensal: z.coerce
    .number()
    .min(0)
    .max(1_000_000_000)
    .refine(temCentavosExatos, MSG_FINANCEIRO.erros.metaEmCentavos),
  /** Defaults of new contracts, within market practice (a contract may go above with a clause). */
  multaPercentual: z.coerce
    .number()
    .min(0)
    .max(LIMITES_ENCARGOS.multaPercentual, `Multa deve ser no máximo ${LIMITES_ENCARGOS.multaPercentual}%`),
  jurosMensalPercentual: z.coerce
    .number()
    .min(0)
    .max(
      LIMITES_ENCARGOS.jurosMensalPercentual,
      `Juros deve ser no máximo ${LIMITES_ENCARGOS.jurosMensalPercentual}% ao mês`,
    ),
  diaVencimentoPadrao: z.coerce.number().int().min(1).max(31),
  emailRemetente: z.email(),
  /** The agency's city holidays ('YYYY-MM-DD'): due dates on them move to the next business day. */
  feriadosLocais: z
    .array(z.string().refine(isDataReal, MSG_FINANCEIRO.erros.feriadoInvalido))
    .max(100)
    .default([])
    .transform((l) => [...new Set(l)].sort()),
  /** PIX key of the agency's account (e-mail, CPF/CNPJ, phone +55… or random key). */
  chavePix: chavePixSchema,
  /** Merchant city of the PIX payload: at most 15 characters, as the BR Code asks. */
  cidadePix: z
    .string()
    .trim()
    .min(1, 'Cidade do recebedor PIX é obrigatória')
    .max(15, 'Cidade do recebedor PIX deve ter no máximo 15 caracteres'),
  /** Owners' defaults (issue 11): a contract without its own terms uses these. */
  taxaAdministracaoPercentual: percentual(R.taxaAdministracaoPercentual).default(10),
  /** Reais; 0 = no minimum. */
  taxaAdministracaoMinima: z.coerce
    .number({ error: RE.valorInvalido(R.taxaAdministracaoMinima) })
    .min(0, RE.valorInvalido(R.taxaAdministracaoMinima))
    .max(100_000_000)
    .default(0),
  taxaIntermediacaoPercentual: percentual(R.taxaIntermediacaoPercentual).default(0),
  diaRepassePadrao: z.coerce
    .number({ error: RE.diaInvalido })
    .int(RE.diaInvalido)
    .min(1, RE.diaInvalido)
    .max(DIA_REPASSE_MAX, RE.diaInvalido)
    .default(10),
  /** The declarant of the DIMOB (digits; empty until the agency fills them in). */
  cnpj: campoCnpj({ invalido: RE.cnpjInvalido }),
  cpfResponsavel: campoCpf({ invalido: RE.cpfInvalido }),
  /** The Receita Federal's 4-digit code of the agency's city (São Paulo: 7107). */
  codigoMunicipio: z
    .string()
    .trim()
    .regex(/^(\d{4})?$/, RE.municipioInvalido)
    .default(''),
  uf: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{2})?$/, RE.ufInvalida)
    .default(''),
});
export type Configuracao = z.infer<typeof configuracaoSchema>;

/** What GET /api/configuracoes shows anyone: the agency's identity and contacts (no billing internals). */
export const configuracaoPublicaSchema = configuracaoSchema.pick({
  nome: true,
  site: true,
  endereco: true,
  telefone: true,
  whatsapp: true,
  emailAdministracao: true,
  emailCadastros: true,
  emailDocumentacao: true,
  emailFinanceiro: true,
  emailJuridico: true,
  horarioSemana: true,
  horarioSabado: true,
});
export type ConfiguracaoPublica = z.infer<typeof configuracaoPublicaSchema>;
