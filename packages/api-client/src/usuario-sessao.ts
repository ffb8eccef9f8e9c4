import type { Perfil, UsuarioSessao } from '@morada/domain';

/**
 * The stored/login user read by hand instead of with domain's usuarioSessaoSchema: it is the same
 * rule (id or _id, nome, email, tipo or perfil among the known perfis; an empty id or perfil is
 * missing), but without zod, which would otherwise ride in the public site's first chunk (DESIGN §9).
 * `satisfies` keeps the list in step with domain's Perfil at compile time.
 */
const PERFIS_CONHECIDOS = {
  admin: true,
  inquilino: true,
  proprietario: true,
  corretor: true,
} as const satisfies Record<Perfil, true>;

const isPerfil = (v: unknown): v is Perfil => typeof v === 'string' && Object.hasOwn(PERFIS_CONHECIDOS, v);
const isTextoOpcional = (v: unknown) => v === undefined || typeof v === 'string';

/** {id|_id, nome, email, perfil|tipo} → {id, nome, email, tipo}, or null when unreadable. */
export const lerUsuarioSessao = (valor: unknown): UsuarioSessao | null => {
  if (!valor || typeof valor !== 'object') return null;
  const u = valor as Record<string, unknown>;
  if (typeof u.nome !== 'string' || typeof u.email !== 'string') return null;
  if (!isTextoOpcional(u.id) || !isTextoOpcional(u._id)) return null;
  if ((u.perfil !== undefined && !isPerfil(u.perfil)) || (u.tipo !== undefined && !isPerfil(u.tipo)))
    return null;
  const id = (u.id as string | undefined) ?? (u._id as string | undefined);
  const tipo = (u.tipo as Perfil | undefined) ?? (u.perfil as Perfil | undefined);
  if (!id || !tipo) return null;
  return { id, nome: u.nome, email: u.email, tipo };
};
