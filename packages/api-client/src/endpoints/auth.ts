import {
  ACOES_API as A,
  type LoginInput,
  type LoginResposta,
  type RegistroInput,
  type Usuario,
} from '@morada/domain';
import type { ApiClient } from '../client';

/** The login answer as received: login only succeeds when both parts are present (spec §4/§5). */
export type LoginRespostaBruta = Partial<LoginResposta> | undefined;

/** Authentication calls: message family 'auth'; a 401 here only clears the session. */
export const authEndpoints = (c: ApiClient) => ({
  /** POST /api/auth/login → { token, usuario } (not stored here; see session actions). */
  login: (dados: LoginInput) =>
    c.json<LoginRespostaBruta>('/auth/login', {
      method: 'POST',
      json: dados,
      familia: 'auth',
      acao: A.login,
    }),

  /** POST /api/auth/register; registration always sends perfil inquilino (spec §4). */
  register: (dados: Omit<RegistroInput, 'perfil'>) =>
    c.json<Usuario | undefined>('/auth/register', {
      method: 'POST',
      json: { ...dados, perfil: 'inquilino' },
      familia: 'auth',
      acao: A.registro,
    }),

  /** GET /api/auth/verify-token: true if the call succeeds, false on any error. */
  verifyToken: async (): Promise<boolean> => {
    try {
      await c.vazio('/auth/verify-token', { familia: 'auth', acao: A.verificarToken });
      return true;
    } catch {
      return false;
    }
  },

  /** POST /api/auth/logout: revokes the token on the server. */
  logout: () => c.vazio('/auth/logout', { method: 'POST', familia: 'auth', acao: A.logout }),

  /** POST /api/auth/esqueci-senha: the server e-mails a reset link (answers the same for unknown e-mails). */
  esqueciSenha: (email: string) =>
    c.vazio('/auth/esqueci-senha', {
      method: 'POST',
      json: { email },
      familia: 'auth',
      acao: A.esqueciSenha,
    }),

  /** POST /api/auth/redefinir-senha with the token from the e-mailed link. */
  redefinirSenha: (dados: { token: string; senha: string }) =>
    c.vazio('/auth/redefinir-senha', {
      method: 'POST',
      json: dados,
      familia: 'auth',
      acao: A.redefinirSenha,
    }),

  /** GET /api/auth/recuperacao-disponivel: false when e-mail is not configured (DESIGN §2). */
  recuperacaoDisponivel: async (): Promise<boolean> => {
    const r = await c.json<{ disponivel?: boolean } | boolean | undefined>('/auth/recuperacao-disponivel', {
      familia: 'auth',
      acao: A.recuperacaoDisponivel,
    });
    return typeof r === 'boolean' ? r : Boolean(r?.disponivel);
  },
});
