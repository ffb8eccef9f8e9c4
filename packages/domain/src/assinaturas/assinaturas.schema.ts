import { z } from 'zod';
import { idSchema } from '../shared/fields';
import { MSG_ASSINATURAS } from '../messages/assinaturas';

const C = MSG_ASSINATURAS.campos;

export const TIPOS_DOCUMENTO_ASSINATURA = [
  'contrato',
  'aditivo',
  'termo_rescisao',
  'laudo_vistoria',
] as const;
export const PAPEIS_SIGNATARIO = ['locatario', 'proprietario', 'fiador', 'imobiliaria'] as const;
export const STATUS_DOCUMENTO_ASSINATURA = ['pendente', 'concluido', 'invalidado'] as const;
export const STATUS_SIGNATARIO = ['pendente', 'assinado', 'invalidado'] as const;
export const METODOS_ASSINATURA = ['codigo_email', 'senha'] as const;

export type TipoDocumentoAssinatura = (typeof TIPOS_DOCUMENTO_ASSINATURA)[number];
export type PapelSignatario = (typeof PAPEIS_SIGNATARIO)[number];

export const signatarioSchema = z.object({
  id: idSchema,
  papel: z.enum(PAPEIS_SIGNATARIO),
  nome: z.string(),
  email: z.string(),
  status: z.enum(STATUS_SIGNATARIO),
  assinadoEm: z.string().nullable(),
  /** The current link was locked by the 3rd wrong code or password (a new link unlocks it); back-office lists only. */
  linkBloqueado: z.boolean().optional(),
});
export type Signatario = z.output<typeof signatarioSchema>;

/** A document sent for signature: the exact PDF (its SHA-256) and who signs it. */
export const documentoParaAssinarSchema = z.object({
  id: idSchema,
  tipo: z.enum(TIPOS_DOCUMENTO_ASSINATURA),
  contratoId: idSchema,
  titulo: z.string(),
  sha256: z.string(),
  status: z.enum(STATUS_DOCUMENTO_ASSINATURA),
  criadoEm: z.string(),
  concluidoEm: z.string().nullable(),
  codigoVerificacao: z.string().nullable(),
  signatarios: z.array(signatarioSchema),
});
export type DocumentoParaAssinar = z.output<typeof documentoParaAssinarSchema>;

/** What is kept of one signature, never changed nor deleted. `assinadoEm` is ISO (UTC), shown in São Paulo time. */
export const evidenciaSchema = z.object({
  signatarioId: idSchema,
  nome: z.string(),
  email: z.string(),
  papel: z.enum(PAPEIS_SIGNATARIO),
  assinadoEm: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  sha256: z.string(),
  metodo: z.enum(METODOS_ASSINATURA),
});
export type Evidencia = z.output<typeof evidenciaSchema>;

/** POST /api/contratos/{id}/assinaturas. */
export const pedidoAssinaturaSchema = z
  .object({
    tipo: z.enum(TIPOS_DOCUMENTO_ASSINATURA, C.tipo),
    aditivoId: idSchema.optional(),
    /** The concluded vistoria whose laudo is signed (tipo `laudo_vistoria`). */
    vistoriaId: idSchema.optional(),
  })
  .refine((p) => p.tipo !== 'aditivo' || p.aditivoId, { message: C.aditivoId, path: ['aditivoId'] })
  .refine((p) => p.tipo !== 'laudo_vistoria' || p.vistoriaId, {
    message: C.vistoriaId,
    path: ['vistoriaId'],
  });

/** A link to pass on (only when no SMTP could carry it): shown once. */
export const linkSignatarioSchema = z.object({ signatarioId: idSchema, nome: z.string(), link: z.string() });
export const pedidoAssinaturaRespostaSchema = z.object({
  documento: documentoParaAssinarSchema,
  enviadoPorEmail: z.boolean(),
  links: z.array(linkSignatarioSchema),
});
export const reenvioLinkRespostaSchema = z.object({
  enviadoPorEmail: z.boolean(),
  link: z.string().nullable(),
});

/** GET /api/assinaturas/link/{token}: what the link's holder is about to sign. */
export const linkAssinaturaSchema = z.object({
  documentoId: idSchema,
  titulo: z.string(),
  status: z.enum(STATUS_DOCUMENTO_ASSINATURA),
  sha256: z.string(),
  signatario: signatarioSchema,
  partes: z.array(signatarioSchema.pick({ nome: true, papel: true, status: true, assinadoEm: true })),
  /** How this signatory confirms: a code by e-mail (with SMTP), else the account's password. */
  confirmacao: z.enum(['codigo_email', 'senha', 'indisponivel']),
  /** Once everyone has signed: the code printed on the final PDF's signature page. */
  codigoVerificacao: z.string().nullable(),
});
export type LinkAssinatura = z.output<typeof linkAssinaturaSchema>;

export const envioCodigoRespostaSchema = z.object({
  metodo: z.enum(['codigo_email', 'senha']),
  mensagem: z.string(),
});

export const assinarSchema = z.union([
  z.object({ codigo: z.string().regex(/^\d{6}$/, C.codigo) }),
  z.object({ senha: z.string().min(1, C.senha).max(200) }),
]);
export const assinarComSenhaSchema = z.object({ senha: z.string().min(1, C.senha).max(200) });

/** Public verification: no e-mail, no IP. */
export const verificacaoSchema = z.object({
  valido: z.boolean(),
  mensagem: z.string(),
  documento: z
    .object({
      titulo: z.string(),
      codigoVerificacao: z.string(),
      concluidoEm: z.string(),
      sha256: z.string(),
      partes: z.array(
        z.object({ nome: z.string(), papel: z.enum(PAPEIS_SIGNATARIO), assinadoEm: z.string() }),
      ),
    })
    .nullable(),
});
export type Verificacao = z.output<typeof verificacaoSchema>;

export const codigoVerificacaoParamSchema = z.object({ codigo: z.string().min(1).max(40) });
export const tokenParamSchema = z.object({ token: z.string().min(16).max(200) });
export const documentoSignatarioParamSchema = z.object({ docId: idSchema, sid: idSchema });
export const documentoParamSchema = z.object({ docId: idSchema });

export const certificadoSchema = z.object({
  titular: z.string(),
  emissor: z.string(),
  validoDe: z.string(),
  validoAte: z.string(),
});
export const certificadoRespostaSchema = z.object({ certificado: certificadoSchema.nullable() });
export const certificadoCamposSchema = z.object({ senha: z.string().max(200) });
