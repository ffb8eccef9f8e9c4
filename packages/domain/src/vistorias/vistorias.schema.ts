import { z } from 'zod';
import { MSG_VISTORIAS } from '../messages/vistorias';
import { idSchema, textoObrigatorio } from '../shared/fields';

const C = MSG_VISTORIAS.campos;
const E = MSG_VISTORIAS.erros;

export const TIPOS_VISTORIA = ['entrada', 'saida'] as const;
/**
 * em_andamento: the inspector is filling it; concluida: done with no review period (the agency
 * set 0 days); em_revisao: the tenant's period is open; aceita / contestada: his answer;
 * encerrada: every contest was answered.
 */
export const STATUS_VISTORIA = [
  'em_andamento',
  'concluida',
  'em_revisao',
  'aceita',
  'contestada',
  'encerrada',
] as const;
/** Best first: an item moved right between entrada and saída got worse. */
export const ESTADOS_ITEM = ['novo', 'bom', 'regular', 'ruim'] as const;
export const TIPOS_MEDIDOR = ['agua', 'luz', 'gas'] as const;

export type TipoVistoria = (typeof TIPOS_VISTORIA)[number];
export type StatusVistoria = (typeof STATUS_VISTORIA)[number];
export type EstadoItem = (typeof ESTADOS_ITEM)[number];
export type TipoMedidor = (typeof TIPOS_MEDIDOR)[number];

/** Photos one upload of an item (or one contest) takes: a phone sends them a few at a time. */
export const VISTORIA_FOTOS_POR_ENVIO = 6;
/** The agency's default review period, in calendar days after the conclusion. */
export const VISTORIA_PRAZO_REVISAO_PADRAO_DIAS = 7;

export const tipoVistoriaSchema = z.enum(TIPOS_VISTORIA, { error: E.tipoInvalido });
export const statusVistoriaSchema = z.enum(STATUS_VISTORIA);
export const estadoItemSchema = z.enum(ESTADOS_ITEM, { error: E.estadoInvalido });
export const tipoMedidorSchema = z.enum(TIPOS_MEDIDOR, { error: E.medidorInvalido });

export const fotoVistoriaSchema = z.object({
  id: z.string(),
  url: z.string().describe('Endereço privado da foto (exige sessão de quem pode ver a vistoria).'),
});
export type FotoVistoria = z.infer<typeof fotoVistoriaSchema>;

export const contestacaoSchema = z.object({
  texto: z.string(),
  fotos: z.array(fotoVistoriaSchema),
  em: z.string(),
  resposta: z.object({ texto: z.string(), aceita: z.boolean(), em: z.string() }).nullable(),
});
export type Contestacao = z.infer<typeof contestacaoSchema>;

export const itemVistoriaSchema = z.object({
  id: z.string(),
  nome: z.string(),
  ordem: z.number().int(),
  /** null until the inspector rates it. */
  estado: estadoItemSchema.nullable(),
  observacao: z.string(),
  fotos: z.array(fotoVistoriaSchema),
  contestacao: contestacaoSchema.nullable(),
  /** A damage priced on an exit vistoria (goes to the rescisão's settlement). */
  dano: z.object({ descricao: z.string(), valorCentavos: z.number().int() }).nullable(),
});
export type ItemVistoria = z.infer<typeof itemVistoriaSchema>;

export const ambienteVistoriaSchema = z.object({
  id: z.string(),
  nome: z.string(),
  ordem: z.number().int(),
  itens: z.array(itemVistoriaSchema),
});
export type AmbienteVistoria = z.infer<typeof ambienteVistoriaSchema>;

export const medidorSchema = z.object({
  tipo: tipoMedidorSchema,
  /** As the meter shows it (leading zeros kept): digits, optionally a decimal part. */
  leitura: z
    .string({ error: E.leituraInvalida })
    .trim()
    .regex(/^\d{1,12}([.,]\d{1,4})?$/, E.leituraInvalida),
});
export const chaveSchema = z.object({
  descricao: textoObrigatorio(E.obrigatorio(C.chave), 120),
  quantidade: z
    .number({ error: E.quantidadeInvalida })
    .int(E.quantidadeInvalida)
    .min(1, E.quantidadeInvalida)
    .max(99, E.quantidadeInvalida),
});

export const vistoriaSchema = z.object({
  id: z.string(),
  contratoId: z.string(),
  contratoNumero: z.string(),
  tipo: tipoVistoriaSchema,
  status: statusVistoriaSchema,
  vistoriadorId: z.string().nullable(),
  vistoriadorNome: z.string(),
  realizadaEm: z.string().describe('Data e hora ISO em que a vistoria começou.'),
  concluidaEm: z.string().nullable(),
  /** Last day (YYYY-MM-DD) the tenant may contest; null while open or without a period. */
  prazoRevisaoAte: z.string().nullable(),
  /** The laudo PDF's address once concluded. */
  laudo: z.string().nullable(),
  ambientes: z.array(ambienteVistoriaSchema),
  medidores: z.array(medidorSchema),
  chaves: z.array(chaveSchema),
});
export type Vistoria = z.infer<typeof vistoriaSchema>;

// ---- Requests ----

export const novaVistoriaSchema = z.object({ contratoId: idSchema, tipo: tipoVistoriaSchema });
export type NovaVistoria = z.input<typeof novaVistoriaSchema>;

export const vistoriasFiltroSchema = z.object({ contratoId: idSchema });

const nome = (campo: string) => textoObrigatorio(E.obrigatorio(campo), 80);

/**
 * Rooms and items, in the order shown: an entry with an id keeps that room/item (renamed), one
 * without is created, and a room/item left out is removed with its photos.
 */
export const ambientesEntradaSchema = z.object({
  ambientes: z
    .array(
      z.object({
        id: idSchema.optional(),
        nome: nome(C.ambiente),
        itens: z
          .array(z.object({ id: idSchema.optional(), nome: nome(C.item) }))
          .min(1, E.itensVazios)
          .max(40),
      }),
    )
    .min(1, E.ambientesVazios)
    .max(30),
});
export type AmbientesEntrada = z.input<typeof ambientesEntradaSchema>;

/** One item's rating: the same body twice leaves the same item (a retried save is harmless). */
export const itemEntradaSchema = z.object({
  estado: estadoItemSchema,
  observacao: z.string().trim().max(1000).optional().default(''),
});
export type ItemEntrada = z.input<typeof itemEntradaSchema>;

export const medidoresChavesSchema = z.object({
  medidores: z.array(medidorSchema).max(6),
  chaves: z.array(chaveSchema).max(20),
});
export type MedidoresChaves = z.input<typeof medidoresChavesSchema>;

/** The tenant's contest (multipart text field; photos go as `fotos`). */
export const contestacaoCamposSchema = z.object({
  texto: textoObrigatorio(E.obrigatorio(C.texto), 1000),
});

export const respostaContestacaoSchema = z.object({
  texto: textoObrigatorio(E.obrigatorio(C.resposta), 1000),
  /** true: the agency agrees with the tenant (the item is read as he says). */
  aceitar: z.boolean().optional().default(false),
});
export type RespostaContestacao = z.input<typeof respostaContestacaoSchema>;

/** The damages priced on an exit vistoria; the list replaces the previous one (empty clears). */
export const danosEntradaSchema = z.object({
  itens: z
    .array(
      z.object({
        itemId: idSchema,
        valorCentavos: z.number({ error: E.valorInvalido }).int(E.valorInvalido).min(1, E.valorInvalido),
        descricao: textoObrigatorio(E.obrigatorio(C.descricao), 200),
      }),
    )
    .max(200),
});
export type DanosEntrada = z.input<typeof danosEntradaSchema>;

export const itemComparadoSchema = z.object({
  ambiente: z.string(),
  item: z.string(),
  /** The exit vistoria's item. */
  itemId: z.string(),
  antes: estadoItemSchema.nullable(),
  depois: estadoItemSchema.nullable(),
  piorou: z.boolean(),
});
export type ItemComparado = z.infer<typeof itemComparadoSchema>;
