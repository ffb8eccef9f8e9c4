import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { isApiError, siteApi, useSession } from '@morada/api-client/site';
import {
  destinoAposLogin,
  MSG_PUBLICO,
  MSG_ACESSO,
  MSG_SEO,
  MSG_SITE,
  TOAST_DURACAO,
  type ConviteInfo,
  type LoginInput,
  type UsuarioSessao,
} from '@morada/domain';
import { PrimeiroAcessoForm, ResetPasswordForm } from '@morada/ui/auth-tabs';
import { toast } from '@morada/ui/toast';
import { LoginView } from '@morada/ui/views/login';
import { paths } from '../../config/paths';
import { useTitulo } from '../../features/seo/use-titulo';

const D = TOAST_DURACAO.auth;

export function Component() {
  const [params, setParams] = useSearchParams();
  const navigate = useNavigate();
  const { entrar, registrar, aceitarConvite } = useSession();
  const resetToken = params.get('reset');
  const conviteToken = params.get('convite');
  const [convite, setConvite] = useState<ConviteInfo | null>(null);
  const [conviteInvalido, setConviteInvalido] = useState(false);
  useTitulo(MSG_SEO.login.titulo);

  useEffect(() => {
    if (!conviteToken) return;
    let ativo = true;
    setConvite(null);
    setConviteInvalido(false);
    siteApi.auth.consultarConvite(conviteToken).then(
      (info) => ativo && setConvite(info),
      () => ativo && setConviteInvalido(true),
    );
    return () => {
      ativo = false;
    };
  }, [conviteToken]);

  /** /admin is the backoffice, a different app: a full page load. */
  const irParaArea = (usuario: UsuarioSessao) => {
    const destino = destinoAposLogin(usuario.tipo);
    if (destino === paths.admin) window.location.assign(destino);
    else navigate(destino, { replace: true });
  };

  const login = async ({ email, senha }: LoginInput) => {
    try {
      const usuario = await entrar(email, senha);
      toast({
        title: MSG_PUBLICO.auth.loginSucesso,
        description: MSG_PUBLICO.auth.bemVindo(usuario.nome),
        variant: 'success',
        duration: D,
      });
      irParaArea(usuario);
    } catch (e) {
      const mensagem = isApiError(e) ? e.mensagem : MSG_PUBLICO.auth.erroLoginPadrao;
      toast({
        title: MSG_PUBLICO.auth.erroLogin,
        description: mensagem || MSG_PUBLICO.auth.erroLoginPadrao,
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
      const mensagem = isApiError(e) ? e.mensagem : MSG_PUBLICO.auth.erroRegistroPadrao;
      toast({
        title: MSG_PUBLICO.auth.erroRegistro,
        description: mensagem || MSG_PUBLICO.auth.erroRegistroPadrao,
        variant: 'destructive',
        duration: D,
      });
      throw e;
    }
    toast({
      title: MSG_PUBLICO.auth.registroSucesso,
      description: MSG_PUBLICO.auth.registroSucessoDescricao,
      variant: 'success',
      duration: D,
    });
  };

  const esqueci = async (email: string) => {
    if (!email.trim()) {
      toast({
        title: MSG_PUBLICO.auth.esqueceuSenha,
        description: MSG_SITE.informeEmail,
        duration: TOAST_DURACAO.recuperacaoSenha,
      });
      return;
    }
    try {
      // Without e-mail delivery the request goes to the agency's staff, who send a link by hand.
      const { canal } = await siteApi.auth.esqueciSenha(email.trim());
      toast({
        title: canal === 'email' ? MSG_SITE.recuperacaoEnviada : MSG_ACESSO.pedidoEnviadoTitulo,
        description:
          canal === 'email' ? MSG_SITE.recuperacaoEnviadaDescricao : MSG_ACESSO.pedidoEnviadoDescricao,
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

  const primeiroAcesso = async (senha: string) => {
    try {
      const usuario = await aceitarConvite(conviteToken ?? '', senha);
      toast({
        title: MSG_ACESSO.acessoCriado,
        description: MSG_PUBLICO.auth.bemVindo(usuario.nome),
        variant: 'success',
        duration: D,
      });
      irParaArea(usuario);
    } catch (e) {
      toast({
        title: MSG_ACESSO.erroPrimeiroAcesso,
        description: isApiError(e) ? e.mensagem : undefined,
        variant: 'destructive',
        duration: D,
      });
      throw e;
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
      aba={params.get('aba') === 'registrar' ? 'registrar' : 'entrar'}
    >
      {conviteToken ? (
        <PrimeiroAcessoForm convite={convite} invalido={conviteInvalido} onCriar={primeiroAcesso} />
      ) : resetToken ? (
        <ResetPasswordForm onRedefinir={redefinir} />
      ) : undefined}
    </LoginView>
  );
}
