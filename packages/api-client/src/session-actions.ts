import { MSG_PUBLICO, type AlterarSenhaInput, type RegistroInput, type UsuarioSessao } from '@morada/domain';
import type { ApiClient } from './client';
import { authEndpoints, type LoginRespostaBruta } from './endpoints/auth';
import { ApiError } from './errors';
import { lerUsuarioSessao } from './usuario-sessao';

/**
 * Sign in / register / sign out (spec §4). Login succeeds only when the answer has both token and
 * a readable usuario; otherwise it fails with 'Resposta inválida da API de login.'.
 */
export const criarAcoesSessao = (client: ApiClient) => {
  const auth = authEndpoints(client);
  /** Keeps the session of an answer shaped like login's; refuses one lacking token or usuario. */
  const guardar = (resposta: LoginRespostaBruta): UsuarioSessao => {
    const usuario = lerUsuarioSessao(resposta?.usuario);
    if (!resposta?.token || !usuario) {
      throw new ApiError({
        status: 200,
        corpo: resposta,
        mensagem: MSG_PUBLICO.auth.respostaInvalida,
        codigo: 'RESPOSTA_INVALIDA',
      });
    }
    return client.sessao.salvar({ token: resposta.token, usuario });
  };
  return {
    async entrar(email: string, senha: string): Promise<UsuarioSessao> {
      return guardar(await auth.login({ email, senha }));
    },

    /** First access by invitation: sets the password and signs in. */
    async aceitarConvite(token: string, senha: string): Promise<UsuarioSessao> {
      return guardar(await auth.aceitarConvite({ token, senha }));
    },

    /** Changes the password; the server ends the other sessions and answers this one's new token. */
    async alterarSenha(dados: AlterarSenhaInput): Promise<UsuarioSessao> {
      return guardar(await auth.alterarSenha(dados));
    },

    /**
     * Registration: a new e-mail becomes an inquilino; a taken one gets the same answer (its owner is
     * e-mailed instead, issue 31). The caller then shows the login tab.
     */
    async registrar(dados: Omit<RegistroInput, 'perfil'>): Promise<void> {
      await auth.register(dados);
    },

    /** Best-effort server logout (revokes the token), then the local session is cleared anyway. */
    async sair(): Promise<void> {
      try {
        if (client.sessao.lerToken()) await auth.logout();
      } catch {
        // the session ends locally whatever the server said
      } finally {
        client.sessao.limpar();
      }
    },

    /** True when the stored token is still accepted; a 401 has then already cleared it. */
    verificar: () => auth.verifyToken(),
  };
};

export type AcoesSessao = ReturnType<typeof criarAcoesSessao>;
