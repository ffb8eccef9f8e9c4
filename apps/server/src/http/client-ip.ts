import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The socket address; with TRUST_PROXY, the right-most X-Forwarded-For entry instead. That is the
 * one our proxy appended; anything to its left came from the client and can be forged to dodge
 * the per-IP limits.
 */
export const clientIp = (c: Context): string => {
  if (c.var.deps?.env.TRUST_PROXY) {
    const fwd = c.req
      .header('X-Forwarded-For')
      ?.split(',')
      .map((s) => s.trim())
      .filter(Boolean)
      .at(-1);
    if (fwd) return fwd;
  }
  try {
    return getConnInfo(c).remote.address ?? 'desconhecido';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
};
