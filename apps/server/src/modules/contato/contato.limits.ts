import type { Deps } from '../../http/context';
import { RateLimiter } from '../../lib/rate-limit';

/** 5 contact messages per 10 min per IP: each one is a row and an e-mail to the agency. */
export const CONTATO_MAX = 5;
const JANELA_CONTATO_MS = 10 * 60 * 1000;

const porApp = new WeakMap<Deps, RateLimiter>();

/** One limiter per app instance, timed by its clock, counted in its database (docs/decisions/019). */
export const limiteContato = (deps: Deps): RateLimiter => {
  let limite = porApp.get(deps);
  if (!limite) {
    limite = new RateLimiter(deps.db, 'contato-ip', CONTATO_MAX, JANELA_CONTATO_MS, () =>
      deps.now().getTime(),
    );
    porApp.set(deps, limite);
  }
  return limite;
};
