import {
  ACOES_API as A,
  type AceitarConviteInput,
  type AlterarSenhaInput,
  type ConviteInfo,
  type EsqueciSenhaResposta,
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

  /**
   * POST /api/auth/esqueci-senha → { ok, canal }: 'email' when the server e-mails a link, 'equipe'
   * when the request goes to the agency's staff (no SMTP). Same answer for unknown e-mails.
   */
  esqueciSenha: (email: string) =>
    c.json<EsqueciSenhaResposta>('/auth/esqueci-senha', {
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

  /** POST /api/auth/convite: whom an invitation is for (400 when invalid, expired or used). */
  consultarConvite: (token: string) =>
    c.json<ConviteInfo>('/auth/convite', {
      method: 'POST',
      json: { token },
      familia: 'auth',
      acao: A.consultarConvite,
    }),

  /** POST /api/auth/aceitar-convite → { token, usuario }: first password, and signed in. */
  aceitarConvite: (dados: AceitarConviteInput) =>
    c.json<LoginRespostaBruta>('/auth/aceitar-convite', {
      method: 'POST',
      json: dados,
      familia: 'auth',
      acao: A.aceitarConvite,
    }),

  /** POST /api/auth/alterar-senha → { token, usuario }: the other sessions end, this one goes on. */
  alterarSenha: (dados: AlterarSenhaInput) =>
    c.json<LoginRespostaBruta>('/auth/alterar-senha', {
      method: 'POST',
      json: dados,
      acao: A.alterarSenha,
    }),
});
