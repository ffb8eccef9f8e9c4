import type { Deps } from '../../http/context';
import { RateLimiter } from '../../lib/rate-limit';

/** 30 WhatsApp clicks per 10 min per IP: each one is a row (a person clicks a few times, a script thousands). */
export const WHATSAPP_MAX = 30;
const JANELA_MS = 10 * 60 * 1000;

const porApp = new WeakMap<Deps, RateLimiter>();

/** One limiter per app instance, timed by its clock, counted in its database (docs/decisions/019). */
export const limiteWhatsapp = (deps: Deps): RateLimiter => {
  let limite = porApp.get(deps);
  if (!limite) {
    limite = new RateLimiter(deps.db, 'whatsapp-ip', WHATSAPP_MAX, JANELA_MS, () => deps.now().getTime());
    porApp.set(deps, limite);
  }
  return limite;
};
