import { z } from 'zod';
import { idSchema } from '../shared/fields';
import { operacaoSchema, statusImovelSchema, tipoImovelSchema } from '../shared/enums';

/**
 * A property as the back office's "Portais" screen sees it: its flag, why it cannot be published
 * yet (pt-BR reasons, empty when it may) and whether it is in the feed right now (published,
 * Disponível and without pendências).
 */
export const imovelPortalSchema = z.object({
  id: idSchema,
  titulo: z.string(),
  tipo: tipoImovelSchema,
  operacao: operacaoSchema,
  status: statusImovelSchema,
  bairro: z.string(),
  cidade: z.string(),
  /** The first photo's URL (the listing's primary image), when there is one. */
  foto: z.string().optional(),
  publicarNosPortais: z.boolean(),
  pendencias: z.array(z.string()),
  noFeed: z.boolean(),
});
export type ImovelPortal = z.infer<typeof imovelPortalSchema>;

/** GET /api/admin/portais: every property, and the feed's URL (with its secret token) to give the portals. */
export const portaisAdminSchema = z.object({
  urlFeed: z.string(),
  imoveis: z.array(imovelPortalSchema),
});
export type PortaisAdmin = z.infer<typeof portaisAdminSchema>;

/** PUT /api/admin/portais/imoveis/{id}: turn a property's publication on or off. */
export const publicarPortaisSchema = z.object({ publicar: z.boolean() });
export type PublicarPortais = z.infer<typeof publicarPortaisSchema>;

/** POST /api/admin/portais/token: the feed's new URL (the old one stops answering). */
export const tokenPortaisSchema = z.object({ urlFeed: z.string() });
export type TokenPortais = z.infer<typeof tokenPortaisSchema>;

/**
 * The feed's query: the secret token. Optional in the schema on purpose: a missing or wrong token
 * is the same 404 as any unknown address, never a 400 that would tell the URL exists.
 */
export const feedPortaisConsultaSchema = z.object({ token: z.string().optional() });
