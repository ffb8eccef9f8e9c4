import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError, siteApi, useSession } from '@morada/api-client/site';
import { MSG, MSG_SITE, TOAST_DURACAO, type LoginInput } from '@morada/domain';
import { ResetPasswordForm } from '@morada/ui/auth-tabs';
import { toast } from '@morada/ui/toast';
import { LoginView } from '@morada/ui/views/login';
import { paths } from '../../config/paths';

const D = TOAST_DURACAO.auth;

export function Component() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { entrar, registrar } = useSession();
  const resetToken = params.get('reset');

  const login = async ({ email, senha }: LoginInput) => {
    try {
      const usuario = await entrar(email, senha);
      toast({
        title: MSG.auth.loginSucesso,
        description: MSG.auth.bemVindo(usuario.nome),
        variant: 'success',
        duration: D,
      });
      // /admin is the backoffice, a different app: a full page load.
      if (usuario.tipo === 'admin') window.location.assign(paths.admin);
      else navigate(paths.locatario, { replace: true });
    } catch (e) {
      const mensagem = isApiError(e) ? e.mensagem : MSG.auth.erroLoginPadrao;
      toast({
        title: MSG.auth.erroLogin,
        description: mensagem || MSG.auth.erroLoginPadrao,
        variant: 'destructive',
        duration: D,
      });
      throw e;
    }
  };

  const register = async (dados: { nome: string; email: string; senha: string }) => {
    try {
      await registrar(dados);
    } catch (e) {
      const mensagem = isApiError(e) ? e.mensagem : MSG.auth.erroRegistroPadrao;
      toast({
        title: MSG.auth.erroRegistro,
        description: mensagem || MSG.auth.erroRegistroPadrao,
        variant: 'destructive',
        duration: D,
      });
      throw e;
    }
    toast({
      title: MSG.auth.registroSucesso,
      description: MSG.auth.registroSucessoDescricao,
      variant: 'success',
      duration: D,
    });
  };

  const esqueci = async (email: string) => {
    const disponivel = await siteApi.auth.recuperacaoDisponivel().catch(() => false);
    if (!disponivel) {
      toast({
        title: MSG.auth.indisponivelTitulo,
        description: MSG.auth.indisponivelDescricao,
        duration: TOAST_DURACAO.recuperacaoSenha,
      });
      return;
    }
    if (!email.trim()) {
      toast({
        title: MSG.auth.esqueceuSenha,
        description: MSG_SITE.informeEmail,
        duration: TOAST_DURACAO.recuperacaoSenha,
      });
      return;
    }
    try {
      await siteApi.auth.esqueciSenha(email.trim());
      toast({
        title: MSG_SITE.recuperacaoEnviada,
        description: MSG_SITE.recuperacaoEnviadaDescricao,
        variant: 'success',
        duration: TOAST_DURACAO.recuperacaoSenha,
      });
    } catch (e) {
      toast({
        title: MSG_SITE.erroRedefinir,
        description: isApiError(e) ? e.mensagem : undefined,
        variant: 'destructive',
        duration: D,
      });
    }
  };

  const redefinir = async (senha: string) => {
    try {
      await siteApi.auth.redefinirSenha({ token: resetToken ?? '', senha });
    } catch (e) {
      toast({
        title: MSG_SITE.erroRedefinir,
        description: isApiError(e) ? e.mensagem : undefined,
        variant: 'destructive',
        duration: D,
      });
      throw e;
    }
    toast({
      title: MSG_SITE.senhaRedefinida,
      description: MSG_SITE.senhaRedefinidaDescricao,
      variant: 'success',
      duration: D,
    });
    setParams({}, { replace: true });
  };

  return (
    <LoginView
      onLogin={login}
      onRegister={register}
      onForgotPassword={(email) => void esqueci(email)}
      sessaoExpirada={params.get('session_expired') === 'true'}
    >
      {resetToken ? <ResetPasswordForm onRedefinir={redefinir} /> : undefined}
    </LoginView>
  );
}
