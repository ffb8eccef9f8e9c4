import { ACOES_API as A } from '@morada/domain';
import type { ApiClient } from '../client';
import { rotas, type Corpo, type Resposta } from '../contrato';

/** The login answer as received: login only succeeds when both parts are present (spec §4/§5). */
export type LoginRespostaBruta = Partial<Resposta<'POST /api/auth/login'>> | undefined;

/** Authentication calls: message family 'auth'; a 401 here only clears the session. */
export const authEndpoints = (c: ApiClient, r = rotas(c)) => ({
  /** POST /api/auth/login → { token, usuario } (not stored here; see session actions). */
  login: (dados: Corpo<'POST /api/auth/login'>): Promise<LoginRespostaBruta> =>
    r.json('POST /api/auth/login', {
      json: dados,
      familia: 'auth',
      acao: A.login,
    }),

  /**
   * POST /api/auth/register → 202 { ok, mensagem }; registration always sends perfil inquilino
   * (spec §4). The answer is the same whether or not the e-mail already had an account (issue 31).
   */
  register: (dados: Corpo<'POST /api/auth/register'>) =>
    r.json('POST /api/auth/register', {
      json: { ...dados, perfil: 'inquilino' },
      familia: 'auth',
      acao: A.registro,
    }),

  /** GET /api/auth/verify-token: true if the call succeeds, false on any error. */
  verifyToken: async (): Promise<boolean> => {
    try {
      await r.semLerResposta('GET /api/auth/verify-token', { familia: 'auth', acao: A.verificarToken });
      return true;
    } catch {
      return false;
    }
  },

  /** POST /api/auth/logout: revokes the token on the server. */
  logout: () => r.json('POST /api/auth/logout', { familia: 'auth', acao: A.logout }),

  /**
   * POST /api/auth/esqueci-senha → { ok, canal }: 'email' when the server e-mails a link, 'equipe'
   * when the request goes to the agency's staff (no SMTP). Same answer for unknown e-mails.
   */
  esqueciSenha: (email: string) =>
    r.json('POST /api/auth/esqueci-senha', {
      json: { email },
      familia: 'auth',
      acao: A.esqueciSenha,
    }),

  /** POST /api/auth/redefinir-senha with the token from the e-mailed link. */
  redefinirSenha: (dados: Corpo<'POST /api/auth/redefinir-senha'>) =>
    r.json('POST /api/auth/redefinir-senha', {
      json: dados,
      familia: 'auth',
      acao: A.redefinirSenha,
    }),

  /** POST /api/auth/convite: whom an invitation is for (400 when invalid, expired or used). */
  consultarConvite: (token: string) =>
    r.json('POST /api/auth/convite', {
      json: { token },
      familia: 'auth',
      acao: A.consultarConvite,
    }),

  /** POST /api/auth/aceitar-convite → { token, usuario }: first password, and signed in. */
  aceitarConvite: (dados: Corpo<'POST /api/auth/aceitar-convite'>): Promise<LoginRespostaBruta> =>
    r.json('POST /api/auth/aceitar-convite', {
      json: dados,
      familia: 'auth',
      acao: A.aceitarConvite,
    }),

  /** POST /api/auth/alterar-senha → { token, usuario }: the other sessions end, this one goes on. */
  alterarSenha: (dados: Corpo<'POST /api/auth/alterar-senha'>): Promise<LoginRespostaBruta> =>
    r.json('POST /api/auth/alterar-senha', {
      json: dados,
      acao: A.alterarSenha,
    }),
});
