import type { Deps } from '../../http/context';
import { RateLimiter } from '../../lib/rate-limit';
import { ControleLogin } from './controle-login';

/**
 * 5 self-registrations per hour per IP (each one costs a scrypt and a row); 5 password-recovery
 * requests per 10 min per IP (the contact form has the same rule, contato.limits). Sign-in has its
 * own rules (ControleLogin).
 */
export const REGISTRO_MAX = 5;
export const JANELA_REGISTRO_MS = 60 * 60 * 1000;
export const ESQUECI_MAX = 5;
const JANELA_ESQUECI_MS = 10 * 60 * 1000;

type Limitadores = {
  login: ControleLogin;
  registroIp: RateLimiter;
  esqueciIp: RateLimiter;
};
const porApp = new WeakMap<Deps, Limitadores>();

/**
 * One set of limiters per app instance (tests build many apps), timed by the app's clock; their
 * counts live in the app's database, shared by every process (docs/decisions/019).
 */
export const limitadores = (deps: Deps): Limitadores => {
  let l = porApp.get(deps);
  if (!l) {
    const agora = () => deps.now().getTime();
    l = {
      login: new ControleLogin(deps.db, agora),
      registroIp: new RateLimiter(deps.db, 'registro-ip', REGISTRO_MAX, JANELA_REGISTRO_MS, agora),
      esqueciIp: new RateLimiter(deps.db, 'esqueci-ip', ESQUECI_MAX, JANELA_ESQUECI_MS, agora),
    };
    porApp.set(deps, l);
  }
  return l;
};
