import { z } from 'zod';
import { MSG_CHAMADOS } from '../messages/chamados';
import { campoCpfOuCnpj, campoTelefone } from '../shared/campos-br';
import { idSchema, paginacaoSchema, textoObrigatorio } from '../shared/fields';

const C = MSG_CHAMADOS.campos;
const E = MSG_CHAMADOS.erros;

export const CATEGORIAS_CHAMADO = [
  'hidraulica',
  'eletrica',
  'pintura',
  'serralheria',
  'eletrodomesticos',
  'estrutura',
  'outros',
] as const;
export const URGENCIAS_CHAMADO = ['baixa', 'media', 'alta', 'emergencia'] as const;
export const STATUS_CHAMADO = [
  'aberto',
  'em_triagem',
  'aguardando_aprovacao',
  'aprovado',
  'agendado',
  'em_execucao',
  'concluido',
  'recusado_proprietario',
  'cancelado',
] as const;
/** Who pays a chamado's cost: the owner (through his repasse), the tenant (next boleto) or the agency. */
export const RESPONSAVEIS_CUSTO = ['proprietario', 'locatario', 'imobiliaria'] as const;

export type CategoriaChamado = (typeof CATEGORIAS_CHAMADO)[number];
export type UrgenciaChamado = (typeof URGENCIAS_CHAMADO)[number];
export type StatusChamado = (typeof STATUS_CHAMADO)[number];
export type ResponsavelCusto = (typeof RESPONSAVEIS_CUSTO)[number];

/** Photos a tenant may send with one chamado. */
export const CHAMADO_FOTOS_MAX = 6;
/** Longest description a chamado takes. */
export const CHAMADO_DESCRICAO_MAX = 2000;

export const categoriaChamadoSchema = z.enum(CATEGORIAS_CHAMADO, { error: E.categoriaInvalida });
export const urgenciaChamadoSchema = z.enum(URGENCIAS_CHAMADO, { error: E.urgenciaInvalida });
export const statusChamadoSchema = z.enum(STATUS_CHAMADO);
export const responsavelCustoSchema = z.enum(RESPONSAVEIS_CUSTO, { error: E.responsavelInvalido });

/** Money in integer centavos, as the chamados' API carries it. */
const centavosSchema = z.number({ error: E.valorInvalido }).int(E.valorInvalido).min(0, E.valorInvalido);

/** Day and time in São Paulo, as a datetime-local field gives it: YYYY-MM-DDTHH:MM. */
export const dataHoraLocalSchema = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])T([01]\d|2[0-3]):[0-5]\d$/, 'Data e hora inválidas');

// ---- Prestadores (the suppliers' registry) ----

export const prestadorEntradaSchema = z.object({
  nome: textoObrigatorio(E.obrigatorio(C.nome), 120),
  documento: campoCpfOuCnpj({ obrigatorio: E.obrigatorio(C.documento) }),
  telefone: campoTelefone({ obrigatorio: E.obrigatorio(C.telefone) }),
  email: z
    .union([z.literal(''), z.email(E.emailInvalido).max(254)])
    .optional()
    .default(''),
  especialidades: z
    .array(categoriaChamadoSchema)
    .min(1, E.especialidadesVazias)
    .max(CATEGORIAS_CHAMADO.length),
  ativo: z.boolean().optional().default(true),
});
export type PrestadorEntrada = z.input<typeof prestadorEntradaSchema>;

export const prestadorSchema = z.object({
  id: z.string(),
  nome: z.string(),
  documento: z.string(),
  telefone: z.string(),
  email: z.string(),
  especialidades: z.array(categoriaChamadoSchema),
  ativo: z.boolean(),
});
export type Prestador = z.infer<typeof prestadorSchema>;

// ---- Chamados ----

/** Who did something on a chamado, as the timeline shows it. */
export const PAPEIS_EVENTO = ['locatario', 'proprietario', 'imobiliaria'] as const;

export const chamadoEventoSchema = z.object({
  em: z.string().describe('Data e hora ISO do evento.'),
  autor: z.string().describe('Nome de quem agiu.'),
  papel: z.enum(PAPEIS_EVENTO),
  status: statusChamadoSchema.describe('O status depois do evento.'),
  texto: z.string(),
});
export type ChamadoEvento = z.infer<typeof chamadoEventoSchema>;

export const chamadoSchema = z.object({
  id: z.string(),
  numero: z.number().int(),
  contratoId: z.string(),
  imovelId: z.string(),
  imovelTitulo: z.string(),
  locatarioNome: z.string(),
  categoria: categoriaChamadoSchema,
  descricao: z.string(),
  urgencia: urgenciaChamadoSchema,
  status: statusChamadoSchema,
  prestadorId: z.string().nullable(),
  prestadorNome: z.string().nullable(),
  agendadoPara: z.string().nullable(),
  valorCentavos: z.number().int().nullable(),
  /** The cost the owner approved (null until he does): a larger value asks him again. */
  valorAprovadoCentavos: z.number().int().nullable(),
  /** Above this, the owner approves the cost (the property's own limit, or the agency's). */
  limiteAprovacaoCentavos: z.number().int(),
  responsavel: responsavelCustoSchema.nullable(),
  fotos: z.array(z.string()),
  comprovante: z.object({ nome: z.string() }).nullable(),
  abertoEm: z.string(),
  eventos: z.array(chamadoEventoSchema),
});
export type Chamado = z.infer<typeof chamadoSchema>;

/** The tenant's form (multipart text fields; the photos go as `fotos` files). */
export const novoChamadoSchema = z.object({
  categoria: categoriaChamadoSchema,
  descricao: textoObrigatorio(E.obrigatorio(C.descricao), CHAMADO_DESCRICAO_MAX),
  urgencia: urgenciaChamadoSchema.optional().default('media'),
});
export type NovoChamado = z.input<typeof novoChamadoSchema>;

/** The owner's answer to a cost above the limit; a refusal says why. */
export const aprovacaoChamadoSchema = z
  .object({
    aprovar: z.boolean({ error: E.obrigatorio('Aprovar') }),
    motivo: z.string().trim().max(500).optional(),
  })
  .refine((v) => v.aprovar || Boolean(v.motivo), { message: E.motivoObrigatorio, path: ['motivo'] });
export type AprovacaoChamado = z.input<typeof aprovacaoChamadoSchema>;

/** The back office's triage: any of the fields; null clears one. */
export const triagemChamadoSchema = z.object({
  categoria: categoriaChamadoSchema.optional(),
  urgencia: urgenciaChamadoSchema.optional(),
  prestadorId: idSchema.nullable().optional(),
  agendadoPara: dataHoraLocalSchema.nullable().optional(),
  valorCentavos: centavosSchema.nullable().optional(),
  responsavel: responsavelCustoSchema.nullable().optional(),
});
export type TriagemChamado = z.input<typeof triagemChamadoSchema>;

/** Text fields of the conclusion (multipart with the receipt as `arquivo`). */
export const conclusaoChamadoSchema = z.object({
  observacao: z.string().trim().max(500).optional(),
});

export const cancelamentoChamadoSchema = z.object({
  motivo: textoObrigatorio(E.obrigatorio(C.motivo), 500),
});

export const chamadosFiltroSchema = paginacaoSchema.extend({
  status: statusChamadoSchema.optional(),
  urgencia: urgenciaChamadoSchema.optional(),
  imovelId: idSchema.optional(),
  /** Part of the number, the description, the property's title or the tenant's name. */
  busca: z.string().trim().max(100).optional(),
});
export type ChamadosFiltro = z.output<typeof chamadosFiltroSchema>;

/** The agency's default approval limit (centavos, ≥ 0): above it the owner approves the cost. */
export const limiteAgenciaSchema = z.object({ limiteCentavos: centavosSchema });
export type LimiteAgencia = z.infer<typeof limiteAgenciaSchema>;

/** A property's own approval limit; null makes it follow the agency's. */
export const limiteImovelSchema = z.object({ limiteCentavos: centavosSchema.nullable() });
export type LimiteImovel = z.infer<typeof limiteImovelSchema>;

/** A property's limit as the back office reads it: its own (null: none) and the agency's it falls back to. */
export const limiteImovelLeituraSchema = limiteImovelSchema.extend({ limiteAgenciaCentavos: centavosSchema });
export type LimiteImovelLeitura = z.infer<typeof limiteImovelLeituraSchema>;
