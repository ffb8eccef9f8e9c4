import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/** The socket address; X-Forwarded-For only when TRUST_PROXY says a proxy sets it. */
export const clientIp = (c: Context): string => {
  if (c.var.deps?.env.TRUST_PROXY) {
    const fwd = c.req.header('X-Forwarded-For')?.split(',')[0]?.trim();
    if (fwd) return fwd;
  }
  try {
    return getConnInfo(c).remote.address ?? 'desconhecido';
  } catch {
    // app.request() in tests has no socket.
    return 'local';
  }
};
