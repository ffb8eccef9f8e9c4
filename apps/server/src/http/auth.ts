import type { Perfil } from '@morada/domain';
import { MSG } from '@morada/domain';
import { createMiddleware } from 'hono/factory';
import { sign, verify } from 'hono/jwt';
import { buscarContaDaSessao } from './auth.repository';
import type { AppEnv, Deps, SessionUser } from './context';
import { forbidden, unauthorized } from './errors';

export const JWT_ISSUER = 'morada';
export const JWT_AUDIENCE = 'morada-web';

/** HS256 pinned; `tv` is the user's token version, bumped on logout, password change and deactivation. */
export const issueToken = async (deps: Deps, user: { id: string; perfil: string; token_versao: number }) => {
  const agora = Math.floor(deps.now().getTime() / 1000);
  return sign(
    {
      sub: user.id,
      perfil: user.perfil,
      tv: user.token_versao,
      iss: JWT_ISSUER,
      aud: JWT_AUDIENCE,
      iat: agora,
      exp: agora + deps.env.JWT_TTL_SECONDS,
    },
    deps.jwtSecret,
    'HS256',
  );
};

/** Resolves the Bearer token to an active user whose token version still matches, or undefined. */
export const resolveSession = async (
  deps: Deps,
  header: string | undefined,
): Promise<SessionUser | undefined> => {
  const token = header?.match(/^Bearer\s+(\S+)$/i)?.[1];
  if (!token) return undefined;
  try {
    const payload = await verify(token, deps.jwtSecret, { alg: 'HS256', iss: JWT_ISSUER, aud: JWT_AUDIENCE });
    // verify() checks exp only when present: a token that never expires is refused here.
    if (typeof payload.sub !== 'string' || typeof payload.exp !== 'number') return undefined;
    const conta = await buscarContaDaSessao(deps.db, payload.sub);
    if (!conta || !conta.ativo || conta.tokenVersao !== payload.tv) return undefined;
    return conta.usuario;
  } catch {
    return undefined;
  }
};

/** 401 without a valid session. */
export const requireAuth = createMiddleware<AppEnv>(async (c, next) => {
  const usuario = await resolveSession(c.var.deps, c.req.header('Authorization'));
  if (!usuario) throw unauthorized();
  c.set('usuario', usuario);
  await next();
});

/** 401 without a session, 403 with the wrong role. */
export const requireRole = (...perfis: Perfil[]) =>
  createMiddleware<AppEnv>(async (c, next) => {
    const usuario = await resolveSession(c.var.deps, c.req.header('Authorization'));
    if (!usuario) throw unauthorized();
    if (!perfis.includes(usuario.perfil)) throw forbidden(MSG.auth.semPermissao);
    c.set('usuario', usuario);
    await next();
  });

export const requireAdmin = requireRole('admin');
