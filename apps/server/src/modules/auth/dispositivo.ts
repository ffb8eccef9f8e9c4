import type { Context } from 'hono';
import { getSignedCookie, setSignedCookie } from 'hono/cookie';
import type { AppEnv } from '../../http/context';

/** Signed, HttpOnly, sent only to the sign-in route: marks a browser where an account signed in. */
const COOKIE = 'morada_dispositivo';
const UM_ANO_S = 365 * 24 * 60 * 60;
/** Its own key, derived from the JWT secret, so a device cookie can never pass for anything else. */
const chave = (c: Context<AppEnv>) => `dispositivo:${c.var.deps.jwtSecret}`;

/** The e-mail of the account that last signed in from this browser, if its cookie is genuine. */
export const dispositivoDaConta = async (c: Context<AppEnv>): Promise<string | undefined> => {
  const valor = await getSignedCookie(c, chave(c), COOKIE);
  return typeof valor === 'string' && valor ? valor : undefined;
};

export const lembrarDispositivo = (c: Context<AppEnv>, email: string): Promise<void> =>
  setSignedCookie(c, COOKIE, email, chave(c), {
    path: '/api/auth/login',
    httpOnly: true,
    sameSite: 'Strict',
    secure: c.var.deps.env.PUBLIC_URL.startsWith('https:'),
    maxAge: UM_ANO_S,
  });
