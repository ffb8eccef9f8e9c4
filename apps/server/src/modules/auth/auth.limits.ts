import type { Deps } from '../../http/context';
import { RateLimiter } from '../../lib/rate-limit';

/**
 * 10 failed sign-ins per 15 minutes, per IP and per account; 5 self-registrations per hour per IP
 * (each one costs a scrypt and a row); 5 contact messages per 10 min per IP.
 */
export const LOGIN_MAX_FALHAS = 10;
const JANELA_LOGIN_MS = 15 * 60 * 1000;
export const REGISTRO_MAX = 5;
export const JANELA_REGISTRO_MS = 60 * 60 * 1000;
export const CONTATO_MAX = 5;
const JANELA_CONTATO_MS = 10 * 60 * 1000;

type Limitadores = {
  loginIp: RateLimiter;
  loginConta: RateLimiter;
  registroIp: RateLimiter;
  contatoIp: RateLimiter;
  esqueciIp: RateLimiter;
};
const porApp = new WeakMap<Deps, Limitadores>();

/** One set of limiters per app instance (tests build many apps), timed by the app's clock. */
export const limitadores = (deps: Deps): Limitadores => {
  let l = porApp.get(deps);
  if (!l) {
    const agora = () => deps.now().getTime();
    l = {
      loginIp: new RateLimiter(LOGIN_MAX_FALHAS, JANELA_LOGIN_MS, agora),
      loginConta: new RateLimiter(LOGIN_MAX_FALHAS, JANELA_LOGIN_MS, agora),
      registroIp: new RateLimiter(REGISTRO_MAX, JANELA_REGISTRO_MS, agora),
      contatoIp: new RateLimiter(CONTATO_MAX, JANELA_CONTATO_MS, agora),
      esqueciIp: new RateLimiter(CONTATO_MAX, JANELA_CONTATO_MS, agora),
    };
    porApp.set(deps, l);
  }
  return l;
};
