import { z } from 'zod';
import { DIA_VENCIMENTO } from '../constants';
import { perfilSchema, statusContratoSchema, statusUsuarioSchema } from '../shared/enums';
import { campoCpf, campoTelefone } from '../shared/campos-br';
import { dataSchema, idSchema, lerNumeroBR, quandoCamposValidos } from '../shared/fields';
import { conferirReais } from '../shared/reais.schema';
import { LIMITES_ENCARGOS, TETOS_ENCARGOS } from '../financeiro/encargos';
import { MSG_FINANCEIRO } from '../messages/financeiro';
import { termosAdministracaoEntradaCampos, termosAdministracaoSaidaCampos } from '../repasse/repasse.schema';
import { garantiaResumoSchema } from '../ciclo/garantia.schema';
import { janelaVencimentoSchema } from '../ciclo/aditivo.schema';
import { paginacaoAdminSchema } from '../admin/paginacao-admin';
import { multaRescisoriaAlugueisSchema, rescisaoResumoSchema } from '../ciclo/rescisao.schema';
import {
  problemasReajusteContrato,
  reajusteContratoEntradaCampos,
  reajusteContratoSaidaCampos,
} from '../reajuste/reajuste.schema';

const obrigatorio = (label: string) => `${label} é obrigatório`;
/** For a feminine label: 'Data de início é obrigatória'. */
const obrigatoria = (label: string) => `${label} é obrigatória`;
const texto = (label: string, max = 200) =>
  z
    .string({ error: obrigatorio(label) })
    .trim()
    .min(1, obrigatorio(label))
    .max(max);

/** A contract as the API answers it (section 3). */
export const contratoSchema = z.object({
  _id: idSchema,
  numero: z.string(),
  inquilino: z.object({
    _id: z.string(),
    nome: z.string(),
    email: z.string(),
    telefone: z.string(),
    cpf: z.string(),
    rg: z.string(),
    perfil: perfilSchema,
    status: statusUsuarioSchema,
  }),
  imovel: z.object({ _id: z.string(), endereco: z.string(), cidade: z.string(), titulo: z.string() }),
  dataInicio: z.string(),
  dataFim: z.string(),
  valorAluguel: z.number(),
  valorCondominio: z.number(),
  valorIPTU: z.number(),
  /** Other monthly charges billed with the rent (seguro, taxa de lixo…). */
  valorOutros: z.number(),
  /** Monthly discount on the rent. */
  valorDesconto: z.number(),
  diaVencimento: z.number(),
  status: statusContratoSchema,
  observacoes: z.string(),
  multaPercentual: z.number(),
  jurosMensalPercentual: z.number(),
  /** The admin confirmed a clause allowing multa above 10 % or juros above 1 % a month. */
  encargosClausula: z.boolean(),
  /** Share (%) of the multa and juros received that goes to the owner; the rest is the agency's. */
  encargosProprietarioPercentual: z.number(),
  /** Annual reajuste: index, fixed % (for 'Fixo'), mês-base (null = start month), negative rule. */
  ...reajusteContratoSaidaCampos,
  /** Penalty for leaving early, in rents (art. 4: charged in proportion to the time left). */
  multaRescisoriaAlugueis: z.number().optional(),
  /** The guarantee on file (art. 37: one per contract), null without one. */
  garantia: garantiaResumoSchema.nullable().optional(),
  /** Set once the contract was ended by a rescisão. */
  rescisao: rescisaoResumoSchema.nullable().optional(),
  /** How many renewals (termos aditivos) the contract has had. */
  aditivos: z.number().int().optional(),
  /** Administration terms (issue 11): null = the agency's default; the minimum fee in reais. */
  ...termosAdministracaoSaidaCampos,
});
export type Contrato = z.infer<typeof contratoSchema>;

/** The contract form's reading of money: a decimal comma or point, no thousands separator. */
const lerValorContrato = (v: string | number) => Number(String(v).replace(',', '.'));

/** Money fields: a missing number becomes 0 (section 5), rounded to the centavo before the check. */
const dinheiroBase = (label: string) =>
  z.union([z.number(), z.string()]).transform((v, ctx) => {
    if (v === undefined || String(v).trim() === '') return 0;
    return conferirReais(
      v,
      {
        invalido: `${label} deve ser um número`,
        minimo: 'zeroOuMais',
        maximo: 10_000_000,
        ler: lerValorContrato,
      },
      ctx,
    );
  });
const dinheiro = (label: string) =>
  z
    .union([z.number(), z.string()])
    .optional()
    .transform((v) => (v === undefined ? '' : v))
    .pipe(dinheiroBase(label));

const diaVencimento = z
  .union([z.number(), z.string()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || String(v).trim() === '') return DIA_VENCIMENTO.padrao;
    const n = Number(v);
    if (!Number.isInteger(n) || n < DIA_VENCIMENTO.min || n > DIA_VENCIMENTO.max) {
      ctx.addIssue({ code: 'custom', message: 'Dia de vencimento deve estar entre 1 e 31' });
      return z.NEVER;
    }
    return n;
  });

/** Contract form and POST/PUT payload (section 5's required fields). */
export const contratoEntradaSchema = z
  .object({
    numero: texto('Número', 40),
    inquilino: z.object(
      {
        nome: texto('Nome do inquilino', 120),
        email: texto('Email', 254).toLowerCase().pipe(z.email('Email inválido')),
        telefone: campoTelefone({ obrigatorio: obrigatorio('Telefone') }),
        cpf: campoCpf({ obrigatorio: obrigatorio('CPF') }),
        rg: texto('RG', 20),
      },
      { error: obrigatorio('Inquilino') },
    ),
    imovelId: z
      .string({ error: obrigatorio('Imóvel') })
      .min(1, obrigatorio('Imóvel'))
      .max(64),
    dataInicio: z
      .string({ error: obrigatoria('Data de início') })
      .min(1, obrigatoria('Data de início'))
      .pipe(dataSchema),
    dataFim: z
      .string({ error: obrigatoria('Data de término') })
      .min(1, obrigatoria('Data de término'))
      .pipe(dataSchema),
    valorAluguel: z
      .union([z.number(), z.string()], { error: obrigatorio('Valor do aluguel') })
      .refine((v) => String(v).trim() !== '', obrigatorio('Valor do aluguel'))
      .pipe(dinheiroBase('Valor do aluguel')),
    valorCondominio: dinheiro('Valor do condomínio'),
    valorIPTU: dinheiro('Valor do IPTU'),
    valorOutros: dinheiro('Outros encargos'),
    valorDesconto: dinheiro('Desconto'),
    diaVencimento,
    status: statusContratoSchema.default('Ativo'),
    observacoes: z.string().max(5000).optional().default(''),
    multaPercentual: z.coerce
      .number({ error: 'Multa deve ser um número' })
      .min(0, 'Multa deve ser um número')
      .max(TETOS_ENCARGOS.multaPercentual, `Multa deve ser no máximo ${TETOS_ENCARGOS.multaPercentual}%`)
      .optional(),
    jurosMensalPercentual: z.coerce
      .number({ error: 'Juros deve ser um número' })
      .min(0, 'Juros deve ser um número')
      .max(
        TETOS_ENCARGOS.jurosMensalPercentual,
        `Juros deve ser no máximo ${TETOS_ENCARGOS.jurosMensalPercentual}% ao mês`,
      )
      .optional(),
    encargosClausula: z.coerce.boolean().optional().default(false),
    encargosProprietarioPercentual: z
      .union([z.number(), z.string()])
      .optional()
      .transform((v, ctx) => {
        if (v === undefined || String(v).trim() === '') return 100;
        const n = lerNumeroBR(v);
        if (!Number.isFinite(n) || n < 0 || n > 100) {
          ctx.addIssue({ code: 'custom', message: MSG_FINANCEIRO.erros.encargosProprietarioInvalido });
          return z.NEVER;
        }
        return n;
      }),
    ...reajusteContratoEntradaCampos,
    /** Absent: 3 on create (MULTA_RESCISORIA_PADRAO_ALUGUEIS), unchanged on update. */
    multaRescisoriaAlugueis: multaRescisoriaAlugueisSchema,
    /** Administration terms; empty = the agency's default (Configurações). */
    ...termosAdministracaoEntradaCampos,
  })
  .superRefine((c, ctx) => {
    for (const p of problemasReajusteContrato(c))
      ctx.addIssue({ code: 'custom', message: p.mensagem, path: [p.campo] });
  })
  .refine((c) => c.dataFim >= c.dataInicio, {
    message: 'Data de término deve ser posterior à data de início',
    path: ['dataFim'],
    when: quandoCamposValidos('dataInicio', 'dataFim'),
  })
  .refine((c) => c.valorDesconto <= c.valorAluguel, {
    message: 'Desconto não pode ser maior que o aluguel',
    path: ['valorDesconto'],
    when: quandoCamposValidos('valorDesconto', 'valorAluguel'),
  })
  .refine((c) => c.encargosClausula || (c.multaPercentual ?? 0) <= LIMITES_ENCARGOS.multaPercentual, {
    message: MSG_FINANCEIRO.erros.multaSemClausula,
    path: ['multaPercentual'],
  })
  .refine(
    (c) => c.encargosClausula || (c.jurosMensalPercentual ?? 0) <= LIMITES_ENCARGOS.jurosMensalPercentual,
    { message: MSG_FINANCEIRO.erros.jurosSemClausula, path: ['jurosMensalPercentual'] },
  );
export type ContratoEntrada = z.input<typeof contratoEntradaSchema>;
export type ContratoEntradaValida = z.output<typeof contratoEntradaSchema>;

export const gerarPagamentosSchema = z.object({
  meses: z.coerce
    .number()
    .int()
    .min(1, 'Informe de 1 a 60 meses')
    .max(60, 'Informe de 1 a 60 meses')
    .default(12),
});
export const enviarCobrancaSchema = z.object({ pagamentoId: idSchema.optional() });

/**
 * GET /api/contratos query: search (número, tenant, property), the 'a vencer' window (empty = no
 * filter), status ('todos' or empty = any) and the page.
 */
export const contratoFiltroSchema = z.object({
  busca: z.string().trim().max(120).optional(),
  vencendoEm: z.preprocess((v) => (v === '' ? undefined : v), janelaVencimentoSchema.optional()),
  status: z.union([statusContratoSchema, z.literal('todos'), z.literal('')]).optional(),
  ...paginacaoAdminSchema.shape,
});

/** Rental listing (DESIGN §4: folded into GET /api/anuncios). */
export const anuncioSchema = z.object({
  _id: z.string(),
  grupo: z.string(),
  bloco: z.string(),
  apartamento: z.string(),
  cidade: z.string(),
  titulo: z.string(),
  statusAnuncio: z.string(),
});
export type Anuncio = z.infer<typeof anuncioSchema>;
