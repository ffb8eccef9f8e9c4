import { z } from 'zod';
import { usuarioFiltroSchema } from '../usuario/usuario.schema';

/** The largest page the admin lists answer (contracts, users, legal documents and cases). */
export const LIMITE_PAGINA_ADMIN = 100;
/** Rows per page on the back office's list screens (users, contracts, legal items). */
export const POR_PAGINA_ADMIN = 20;
/** The deepest page a list accepts: beyond it the request is a mistake (or an attack), not a need. */
export const PAGINA_MAXIMA_ADMIN = 100_000;

/**
 * `?pagina=&limite=` of an admin list: pages count from 1; an omitted limite is the largest page
 * (what the lists answered before they paged). Out of range or not a whole number → 400 with the
 * field's pt-BR message.
 */
export const paginacaoAdminSchema = z.object({
  pagina: z.coerce.number().int().min(1).max(PAGINA_MAXIMA_ADMIN).default(1),
  limite: z.coerce.number().int().min(1).max(LIMITE_PAGINA_ADMIN).default(LIMITE_PAGINA_ADMIN),
});
export type PaginacaoAdmin = z.output<typeof paginacaoAdminSchema>;

/** The search text of an admin list (case-insensitive contains) plus the page: the legal lists. */
export const buscaAdminSchema = z
  .object({ busca: z.string().trim().max(120).optional() })
  .extend(paginacaoAdminSchema.shape);

/** GET /api/usuarios: the screen's filters (busca, perfil, status) plus the page. */
export const usuarioListaSchema = usuarioFiltroSchema.extend(paginacaoAdminSchema.shape);
/** What a client sends (the page as numbers; the server coerces the query string). */
export type UsuarioLista = z.input<typeof usuarioFiltroSchema> & { pagina?: number; limite?: number };

/** One page of a list and how many rows the whole (filtered) list has: `X-Total-Count`. */
export type PaginaAdmin<T> = { dados: T[]; total: number };

/** How many pages `total` rows make at `limite` per page (at least 1: an empty list is one page). */
export const totalDePaginas = (total: number, limite: number): number =>
  Math.max(1, Math.ceil(total / Math.max(1, limite)));

/** The offset of a page's first row. */
export const inicioDaPagina = (p: PaginacaoAdmin): number => (p.pagina - 1) * p.limite;
