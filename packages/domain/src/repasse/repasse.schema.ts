import { z } from 'zod';
import { campoCpfOuCnpj } from '../shared/campos-br';
import { chavePixSchema } from '../configuracao/configuracao.schema';
import { MSG_REPASSE } from '../messages/repasse';
import { dataSchema, idSchema, lerNumeroBR } from '../shared/fields';
import { reaisSchema } from '../shared/reais.schema';
import { statusContratoSchema, statusImovelSchema } from '../shared/enums';
import { mesSchema } from '../reajuste/reajuste.schema';
import { DIA_REPASSE_MAX, MEIOS_REPASSE, STATUS_REPASSE } from './repasse.rules';

/** ?proprietarioId= of the owner's income statement (informe de rendimentos) the admin reads. */
export const proprietarioQuerySchema = z.object({
  proprietarioId: z.string({ error: MSG_REPASSE.erros.proprietarioInvalido }).pipe(idSchema),
});

/** ?formato= of a repasse's statement: the PDF to send the owner (default) or the CSV. */
export const extratoRepasseQuerySchema = z.object({ formato: z.enum(['pdf', 'csv']).default('pdf') });

const E = MSG_REPASSE.erros;
const C = MSG_REPASSE.campos;

const vazioComoNulo = (v: unknown) => (v === '' || v === undefined ? null : v);

const percentual = (rotulo: string) =>
  z.preprocess(
    vazioComoNulo,
    z
      .union([z.number(), z.string()], { error: E.percentualInvalido(rotulo) })
      .transform((v, ctx) => {
        const n = lerNumeroBR(v);
        if (!Number.isFinite(n) || n < 0 || n > 100) {
          ctx.addIssue({ code: 'custom', message: E.percentualInvalido(rotulo) });
          return z.NEVER;
        }
        return Math.round(n * 10_000) / 10_000;
      })
      .nullable(),
  );

/** Money in reais ('1.500,00' or 1500), zero allowed; empty = not set. */
const reaisOpcional = (rotulo: string) =>
  z.preprocess(
    vazioComoNulo,
    reaisSchema({ invalido: E.valorInvalido(rotulo), minimo: 'zeroOuMais', maximo: 100_000_000 }).nullable(),
  );

const diaRepasse = z.preprocess(
  vazioComoNulo,
  z.coerce
    .number({ error: E.diaInvalido })
    .int(E.diaInvalido)
    .min(1, E.diaInvalido)
    .max(DIA_REPASSE_MAX, E.diaInvalido)
    .nullable(),
);

/**
 * A contract's administration terms as typed in its form: null means "the agency's default"
 * (Configurações). Money in reais.
 */
export const termosAdministracaoEntradaCampos = {
  taxaAdministracaoPercentual: percentual(C.taxaAdministracaoPercentual).optional().default(null),
  taxaAdministracaoMinima: reaisOpcional(C.taxaAdministracaoMinima).optional().default(null),
  taxaIntermediacaoPercentual: percentual(C.taxaIntermediacaoPercentual).optional().default(null),
  diaRepasse: diaRepasse.optional().default(null),
  encargosRepassados: z.coerce.boolean().optional().default(true),
};

/** The same terms as the API answers them on a contract (null = the agency's default). */
export const termosAdministracaoSaidaCampos = {
  taxaAdministracaoPercentual: z.number().nullable().optional(),
  taxaAdministracaoMinima: z.number().nullable().optional(),
  taxaIntermediacaoPercentual: z.number().nullable().optional(),
  diaRepasse: z.number().int().nullable().optional(),
  encargosRepassados: z.boolean().optional(),
};

const opcional = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v ?? '');

/** An owner's tax id and where their repasse goes (PUT /api/usuarios/:id/dados-repasse). */
export const dadosRepasseEntradaSchema = z.object({
  documento: campoCpfOuCnpj({ obrigatorio: E.obrigatorio(C.documento), invalido: E.documentoInvalido }),
  titular: opcional(120),
  banco: opcional(80),
  agencia: opcional(20),
  conta: opcional(30),
  chavePix: z.preprocess(vazioComoNulo, chavePixSchema.nullable()).optional().default(null),
});
export type DadosRepasseEntrada = z.input<typeof dadosRepasseEntradaSchema>;

export const dadosRepasseSchema = z.object({
  documento: z.string(),
  titular: z.string(),
  banco: z.string(),
  agencia: z.string(),
  conta: z.string(),
  chavePix: z.string().nullable(),
});
export type DadosRepasse = z.infer<typeof dadosRepasseSchema>;

/** An expense the agency paid on an owner's behalf (repair, IPTU…), deducted from a repasse. */
export const despesaEntradaSchema = z.object({
  imovelId: z
    .string({ error: E.obrigatorio(C.imovel) })
    .min(1, E.obrigatorio(C.imovel))
    .max(64),
  data: z
    .string({ error: E.obrigatoria(C.data) })
    .min(1, E.obrigatoria(C.data))
    .pipe(dataSchema),
  descricao: z
    .string({ error: E.obrigatoria(C.descricao) })
    .trim()
    .min(1, E.obrigatoria(C.descricao))
    .max(300),
  valor: reaisSchema({ invalido: E.valorInvalido(C.valor), minimo: 'positivo', maximo: 100_000_000 }),
});
export type DespesaEntrada = z.input<typeof despesaEntradaSchema>;

export const despesaSchema = z.object({
  _id: idSchema,
  imovel: z.object({ _id: z.string(), titulo: z.string() }),
  proprietarioId: z.string(),
  data: z.string(),
  descricao: z.string(),
  valor: z.number(),
  /** The paid repasse it was deducted from; null while open. */
  repasseId: z.string().nullable(),
  /** File name of the receipt, when one was attached. */
  arquivoNome: z.string().nullable(),
});
export type Despesa = z.infer<typeof despesaSchema>;

export const statusRepasseSchema = z.enum(STATUS_REPASSE);
export const meioRepasseSchema = z.enum(MEIOS_REPASSE, { error: E.meioInvalido });

const valoresRepasse = {
  aluguel: z.number(),
  encargos: z.number(),
  repassados: z.number(),
  taxaAdministracao: z.number(),
  taxaIntermediacao: z.number(),
  liquido: z.number(),
};

/** One contract's part of a repasse (reais). */
export const linhaRepasseSchema = z.object({
  contrato: z.object({ _id: z.string(), numero: z.string() }),
  imovel: z.string(),
  inquilino: z.string(),
  ...valoresRepasse,
});
export type LinhaRepasse = z.infer<typeof linhaRepasseSchema>;

/**
 * An owner's repasse for a month of receipts. `_id` is the stored id once paid, otherwise
 * `{proprietarioId}:{mes}` (what POST /api/repasses/pagar takes back).
 */
export const repasseSchema = z.object({
  _id: z.string(),
  proprietario: z.object({
    _id: z.string(),
    nome: z.string(),
    documento: z.string(),
    chavePix: z.string().nullable(),
    banco: z.string(),
    agencia: z.string(),
    conta: z.string(),
  }),
  mes: mesSchema,
  status: statusRepasseSchema,
  dataPrevista: z.string(),
  linhas: z.array(linhaRepasseSchema),
  despesas: z.array(despesaSchema),
  totais: z.object({ ...valoresRepasse, despesas: z.number() }),
  /** Rent still expected this month (open payments due in it), reais. */
  aReceber: z.number(),
  pagamento: z.object({ data: z.string(), meio: meioRepasseSchema, comprovante: z.string() }).nullable(),
});
export type Repasse = z.infer<typeof repasseSchema>;

/** POST /api/repasses/pagar: one or many repasses paid the same day by the same means. */
export const pagarRepassesSchema = z.object({
  repasses: z
    .array(z.string().min(1).max(120), { error: E.nenhumSelecionado })
    .min(1, E.nenhumSelecionado)
    .max(200),
  data: z
    .string({ error: E.obrigatoria(C.data) })
    .min(1, E.obrigatoria(C.data))
    .pipe(dataSchema),
  meio: meioRepasseSchema,
  comprovante: opcional(300),
});
export type PagarRepasses = z.input<typeof pagarRepassesSchema>;

/** GET /api/proprietario/painel: everything an owner sees, and only theirs. */
export const painelProprietarioSchema = z.object({
  proprietario: z.object({ _id: z.string(), nome: z.string(), email: z.string() }),
  imoveis: z.array(
    z.object({
      _id: z.string(),
      titulo: z.string(),
      endereco: z.string(),
      cidade: z.string(),
      status: statusImovelSchema,
    }),
  ),
  contratos: z.array(
    z.object({
      _id: z.string(),
      numero: z.string(),
      imovel: z.string(),
      inquilino: z.string(),
      dataInicio: z.string(),
      dataFim: z.string(),
      valorAluguel: z.number(),
      status: statusContratoSchema,
      /** Anniversary of the next reajuste (proximoReajuste): null when not active or ending before it. */
      proximoReajuste: z.string().nullable(),
    }),
  ),
  pagamentos: z.array(
    z.object({
      _id: z.string(),
      contrato: z.string(),
      imovel: z.string(),
      competencia: z.string(),
      vencimento: z.string(),
      valor: z.number(),
      valorRecebido: z.number(),
      status: z.string(),
      dataPagamento: z.string().nullable(),
    }),
  ),
  repasses: z.array(repasseSchema),
  /** The next repasse on the agency's today (proximoRepasse), reais; null when none is to come. */
  proximoRepasse: z
    .object({
      mes: mesSchema,
      dataPrevista: z.string(),
      valor: z.number(),
      emAtraso: z.literal(true).optional(),
    })
    .nullable(),
  /** The latest unpaid month whose expenses exceeded the rent received (saldoNegativoRepasse), reais. */
  saldoNegativo: z.object({ mes: mesSchema, excedente: z.number(), despesas: z.number() }).nullable(),
});
export type PainelProprietario = z.infer<typeof painelProprietarioSchema>;

const valoresInforme = { aluguel: z.number(), taxas: z.number(), liquido: z.number() };

/**
 * An owner's annual informe de rendimentos (reais): per month and per paying contract, the rent
 * received (with their share of multa/juros), the agency's fees withheld and the net — the
 * figures they declare. Condomínio and IPTU passed through are not income.
 */
export const informeRendimentosSchema = z.object({
  ano: z.number().int(),
  proprietario: z.object({ _id: z.string(), nome: z.string(), documento: z.string() }),
  meses: z.array(z.object({ mes: z.string(), ...valoresInforme })),
  fontes: z.array(
    z.object({
      contrato: z.string(),
      imovel: z.string(),
      inquilino: z.string(),
      inquilinoDocumento: z.string(),
      ...valoresInforme,
    }),
  ),
  totais: z.object(valoresInforme),
});
export type InformeRendimentos = z.infer<typeof informeRendimentosSchema>;
