import { z } from 'zod';
import { MSG_PROPOSTAS } from '../messages/propostas';
import { campoCpf, campoTelefone } from '../shared/campos-br';
import { dataSchema, idSchema, textoOpcional } from '../shared/fields';
import { paginacaoAdminSchema } from '../admin/paginacao-admin';
import { garantiaEntradaSchema } from '../ciclo/garantia.schema';
import { contratoEntradaSchema } from '../contrato/contrato.schema';
import { PRAZO_PADRAO_MESES, STATUS_PROPOSTA, TIPOS_PROPOSTA } from './propostas.rules';

const M = MSG_PROPOSTAS.campos;

export const tipoPropostaSchema = z.enum(TIPOS_PROPOSTA, { error: M.tipo });
export const statusPropostaSchema = z.enum(STATUS_PROPOSTA);
export const CATEGORIAS_DOCUMENTO_PROPOSTA = ['identidade', 'renda', 'residencia', 'outros'] as const;
export const categoriaDocumentoPropostaSchema = z.enum(CATEGORIAS_DOCUMENTO_PROPOSTA, { error: M.categoria });
export type CategoriaDocumentoProposta = (typeof CATEGORIAS_DOCUMENTO_PROPOSTA)[number];

/** Money in whole centavos (≥ 0); absent or null while the draft is being filled. */
const centavos = z.number({ error: M.valorInvalido }).int(M.valorInvalido).min(0, M.valorInvalido);
const centavosOpc = centavos.nullable().optional();
const dataOpc = z
  .union([z.literal(''), dataSchema, z.null()])
  .optional()
  .transform((v) => v || null);
const emailOpc = z
  .union([z.literal(''), z.email(M.emailInvalido).max(254)])
  .optional()
  .transform((v) => (v ?? '').toLowerCase());
const texto = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => v ?? '');

/**
 * The ficha cadastral of a lease proposal. While a draft, fields may be blank (problemasDaProposta
 * says what is missing before sending), but whatever is filled must be valid (a CPF with its
 * check digits, an e-mail). `valorAluguelCentavos`: absent = the property's rent.
 */
export const fichaLocacaoSchema = z.object({
  inquilino: z.object({
    nome: texto(120),
    cpf: campoCpf(),
    email: emailOpc,
    telefone: campoTelefone(),
    rg: texto(20),
    dataNascimento: dataOpc,
    estadoCivil: texto(40),
    profissao: texto(120),
  }),
  rendaMensalCentavos: centavosOpc.transform((v) => v ?? null),
  valorAluguelCentavos: centavosOpc.transform((v) => v ?? null),
  dataInicioDesejada: dataOpc,
  prazoMeses: z
    .number({ error: M.prazo })
    .int(M.prazo)
    .min(1, M.prazo)
    .max(120, M.prazo)
    .optional()
    .default(PRAZO_PADRAO_MESES),
  /** The same guarantee the contracts take (garantiaEntradaSchema); null until chosen. */
  garantia: garantiaEntradaSchema
    .nullable()
    .optional()
    .transform((v) => v ?? null),
});
export type FichaLocacao = z.output<typeof fichaLocacaoSchema>;
export type FichaLocacaoEntrada = z.input<typeof fichaLocacaoSchema>;

/** A purchase proposal: the offer, its terms (entrada, financiamento, prazo) and the buyer. */
export const dadosVendaSchema = z.object({
  valorCentavos: centavosOpc.transform((v) => v ?? null),
  condicoes: texto(2000),
  compradorNome: texto(120),
  compradorCpf: campoCpf(),
  compradorEmail: emailOpc,
});
export type DadosVenda = z.output<typeof dadosVendaSchema>;

/** PUT /api/propostas/{id}: the draft's contents (the kind and the lead stay). */
export const propostaEdicaoSchema = z.object({
  locacao: fichaLocacaoSchema.optional(),
  venda: dadosVendaSchema.optional(),
});
export type PropostaEdicao = z.input<typeof propostaEdicaoSchema>;

/**
 * POST /api/propostas: a draft from one of the corretor's leads. `imovelId` absent = the lead's
 * property. The part of the other kind is ignored.
 */
export const novaPropostaSchema = propostaEdicaoSchema.extend({
  leadId: z.string({ error: M.lead }).min(1, M.lead).pipe(idSchema),
  tipo: tipoPropostaSchema,
  imovelId: idSchema.optional(),
});
export type NovaProposta = z.input<typeof novaPropostaSchema>;

/** One document of a proposal (the file itself: GET …/documentos/{docId}, private). */
export const documentoPropostaSchema = z.object({
  id: z.string(),
  nome: z.string(),
  tipo: z.enum(['pdf', 'jpeg']),
  tamanho: z.number(),
  categoria: categoriaDocumentoPropostaSchema,
});
export type DocumentoProposta = z.infer<typeof documentoPropostaSchema>;

/** POST /api/propostas/{id}/documentos: the multipart's text field (the file goes in `arquivo`). */
export const documentoPropostaCamposSchema = z.object({
  categoria: categoriaDocumentoPropostaSchema.default('outros'),
});

/** A proposal as the API answers it. `avisos`: what problemasDaProposta says (blocking or not). */
export const propostaSchema = z.object({
  id: z.string(),
  numero: z.string(),
  tipo: tipoPropostaSchema,
  leadId: z.string(),
  leadNome: z.string(),
  imovelId: z.string(),
  imovelTitulo: z.string(),
  corretorId: z.string(),
  corretorNome: z.string(),
  status: statusPropostaSchema,
  motivoRecusa: z.string().nullable(),
  criadaEm: z.string(),
  enviadaEm: z.string().nullable(),
  decididaEm: z.string().nullable(),
  contratoId: z.string().nullable(),
  /** The número of the contract the approval created (what the corretor and the admin read). */
  contratoNumero: z.string().nullable(),
  documentos: z.array(documentoPropostaSchema),
  locacao: z
    .object({
      inquilino: z.object({
        nome: z.string(),
        cpf: z.string(),
        email: z.string(),
        telefone: z.string(),
        rg: z.string(),
        dataNascimento: z.string().nullable(),
        estadoCivil: z.string(),
        profissao: z.string(),
      }),
      rendaMensalCentavos: z.number().nullable(),
      valorAluguelCentavos: z.number().nullable(),
      dataInicioDesejada: z.string().nullable(),
      prazoMeses: z.number(),
      garantia: z.unknown().nullable(),
    })
    .nullable(),
  venda: z
    .object({
      valorCentavos: z.number().nullable(),
      condicoes: z.string(),
      compradorNome: z.string(),
      compradorCpf: z.string(),
      compradorEmail: z.string(),
    })
    .nullable(),
  avisos: z.array(z.object({ campo: z.string(), mensagem: z.string(), bloqueia: z.boolean() })),
});
export type Proposta = z.infer<typeof propostaSchema>;

/** GET /api/propostas: filters, the search and the page (a corretor's own proposals; the admin's, all). */
export const propostasFiltroSchema = z
  .object({
    status: statusPropostaSchema.optional(),
    tipo: tipoPropostaSchema.optional(),
    corretorId: idSchema.optional(),
    /** The client's (lead's) name or the property's title, case-insensitive. */
    busca: z.string().trim().max(120).optional(),
  })
  .extend(paginacaoAdminSchema.shape);
export type PropostasFiltro = z.input<typeof propostasFiltroSchema>;

const c = contratoEntradaSchema.shape;

/**
 * POST /api/admin/propostas/{id}/aprovacao. A lease needs the contract's número; the other fields
 * default to the proposal's (start date, length, rent) and the contract's defaults. A sale needs none.
 */
export const aprovacaoPropostaSchema = z.object({
  numero: c.numero.optional(),
  dataInicio: dataSchema.optional(),
  dataFim: dataSchema.optional(),
  diaVencimento: c.diaVencimento,
  valorCondominio: c.valorCondominio,
  valorIPTU: c.valorIPTU,
  observacoes: textoOpcional(5000),
});
export type AprovacaoProposta = z.input<typeof aprovacaoPropostaSchema>;

/** POST /api/admin/propostas/{id}/recusa. */
export const recusaPropostaSchema = z.object({
  motivo: z.string({ error: M.motivo }).trim().min(1, M.motivo).max(500),
});
export type RecusaProposta = z.input<typeof recusaPropostaSchema>;

/** POST /api/propostas/{id}/cancelamento: the reason is optional (it goes to the lead's timeline). */
export const cancelamentoPropostaSchema = z.object({ motivo: textoOpcional(500) });
export type CancelamentoProposta = z.input<typeof cancelamentoPropostaSchema>;
