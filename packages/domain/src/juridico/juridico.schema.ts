import { z } from 'zod';
import {
  prioridadeSchema,
  statusDocumentoSchema,
  statusProcessoSchema,
  tipoDocumentoSchema,
  tipoProcessoSchema,
} from '../shared/enums';
import { dataSchema } from '../shared/fields';
import { envioEmailSchema } from '../shared/envio-email.schema';
import { conferirReais } from '../shared/reais.schema';
import { MSG } from '../messages/pt-BR';

/** '{label} é obrigatório', agreeing with a feminine label ('Descrição é obrigatória'). */
const obrigatorio = (label: string, feminino: boolean) =>
  `${label} é ${feminino ? 'obrigatória' : 'obrigatório'}`;
const texto = (label: string, max = 200, feminino = false) =>
  z
    .string({ error: obrigatorio(label, feminino) })
    .trim()
    .min(1, obrigatorio(label, feminino))
    .max(max);
const opcional = (max = 2000) => z.string().trim().max(max).optional().default('');

/** Tags arrive as a JSON list in multipart and as a list in JSON bodies (section 7). */
const tagsSchema = z
  .union([z.array(z.string().max(60)).max(30), z.string().max(3000)])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return [] as string[];
    if (Array.isArray(v)) return v.map((t) => t.trim()).filter(Boolean);
    try {
      const lista = z.array(z.string().max(60)).max(30).parse(JSON.parse(v));
      return lista.map((t) => t.trim()).filter(Boolean);
    } catch {
      ctx.addIssue({ code: 'custom', message: 'Tags inválidas' });
      return z.NEVER;
    }
  });

export const documentoJuridicoSchema = z.object({
  _id: z.string(),
  titulo: z.string(),
  tipo: tipoDocumentoSchema,
  descricao: z.string(),
  autor: z.string(),
  contratoRelacionado: z.string(),
  imovelRelacionado: z.string(),
  status: statusDocumentoSchema,
  tags: z.array(z.string()),
  observacoes: z.string(),
  arquivo: z.string().nullable(),
  formato: z.string().nullable(),
  createdAt: z.string(),
});
export type DocumentoJuridico = z.infer<typeof documentoJuridicoSchema>;

/** Legal document form (section 5: titulo and autor required). */
export const documentoEntradaSchema = z.object({
  titulo: texto('Título'),
  tipo: tipoDocumentoSchema.default('Contrato'),
  descricao: opcional(),
  autor: texto('Autor', 120),
  contratoRelacionado: opcional(100),
  imovelRelacionado: opcional(200),
  status: statusDocumentoSchema.default('Ativo'),
  tags: tagsSchema,
  observacoes: opcional(),
});
export type DocumentoEntrada = z.input<typeof documentoEntradaSchema>;

export const processoSchema = z.object({
  _id: z.string(),
  numero: z.string(),
  tipo: tipoProcessoSchema,
  contratoId: z.string(),
  status: statusProcessoSchema,
  prioridade: prioridadeSchema,
  descricao: z.string(),
  advogadoResponsavel: z.string(),
  partesEnvolvidas: z.string(),
  dataPrazo: z.string().nullable(),
  documentos: z.array(z.string()),
  valor: z.number(),
  observacoes: z.string(),
  createdAt: z.string(),
});
export type Processo = z.infer<typeof processoSchema>;

/** Legal case form: numero, descricao, advogadoResponsavel required; defaults of section 9. */
export const processoEntradaSchema = z.object({
  numero: texto('Número', 60),
  tipo: tipoProcessoSchema.default('Despejo'),
  contratoId: opcional(64),
  status: statusProcessoSchema.default('Aberto'),
  prioridade: prioridadeSchema.default('Média'),
  descricao: texto('Descrição', 5000, true),
  advogadoResponsavel: texto('Advogado responsável', 120),
  partesEnvolvidas: opcional(1000),
  dataPrazo: z
    .union([dataSchema, z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null)),
  documentos: z.array(z.string().max(200)).max(50).optional().default([]),
  valor: z
    .union([z.number(), z.string()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || String(v).trim() === '') return 0;
      return conferirReais(
        v,
        { invalido: 'Valor deve ser um número', minimo: 'zeroOuMais', ler: Number },
        ctx,
      );
    }),
  observacoes: opcional(),
});
export type ProcessoEntrada = z.input<typeof processoEntradaSchema>;

/** POST /api/juridico/notificacoes: a notice to a tenant, sent from the agency's address. */
export const notificacaoJuridicaSchema = z.object({
  destinatarioId: z
    .string({ error: MSG.adminUi.notificacoes.destinatarioObrigatorio })
    .min(1, MSG.adminUi.notificacoes.destinatarioObrigatorio)
    .max(64),
  titulo: texto('Título'),
  mensagem: texto('Mensagem', 5000, true),
  remetente: z.string().max(254).optional(),
});
export type NotificacaoJuridicaEntrada = z.input<typeof notificacaoJuridicaSchema>;

/** Its answer: the tenant's e-mail the notice went to, and who signed it. */
/** POST /api/juridico/notificacoes: who got it, who signs it, and what became of its e-mail. */
export const notificacaoJuridicaEnviadaSchema = z.object({
  enviadoPara: z.string(),
  remetente: z.string(),
  email: envioEmailSchema,
});
export type NotificacaoJuridicaEnviada = z.infer<typeof notificacaoJuridicaEnviadaSchema>;
