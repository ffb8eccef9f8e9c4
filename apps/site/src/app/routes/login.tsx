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

/** An auth toast, shown for the auth length. */
const avisar = (variant: 'success' | 'destructive', title: string, description: string | undefined) =>
  toast({ title, description, variant, duration: D });
/** The server's message of a failed call, if it sent one. */
const erroApi = (e: unknown): string | undefined => (isApiError(e) ? e.mensagem : undefined);

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
      avisar('success', MSG_PUBLICO.auth.loginSucesso, MSG_PUBLICO.auth.bemVindo(usuario.nome));
      irParaArea(usuario);
    } catch (e) {
      avisar('destructive', MSG_PUBLICO.auth.erroLogin, erroApi(e) || MSG_PUBLICO.auth.erroLoginPadrao);
      throw e;
    }
  };

  const register = async (dados: { nome: string; email: string; senha: string }) => {
    try {
      await registrar(dados);
    } catch (e) {
      avisar('destructive', MSG_PUBLICO.auth.erroRegistro, erroApi(e) || MSG_PUBLICO.auth.erroRegistroPadrao);
      throw e;
    }
    avisar('success', MSG_PUBLICO.auth.registroSucesso, MSG_PUBLICO.auth.registroSucessoDescricao);
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
      avisar('destructive', MSG_SITE.erroRedefinir, erroApi(e));
    }
  };

  const primeiroAcesso = async (senha: string) => {
    try {
      const usuario = await aceitarConvite(conviteToken ?? '', senha);
      avisar('success', MSG_ACESSO.acessoCriado, MSG_PUBLICO.auth.bemVindo(usuario.nome));
      irParaArea(usuario);
    } catch (e) {
      avisar('destructive', MSG_ACESSO.erroPrimeiroAcesso, erroApi(e));
      throw e;
    }
  };

  const redefinir = async (senha: string) => {
    try {
      await siteApi.auth.redefinirSenha({ token: resetToken ?? '', senha });
    } catch (e) {
      avisar('destructive', MSG_SITE.erroRedefinir, erroApi(e));
      throw e;
    }
    avisar('success', MSG_SITE.senhaRedefinida, MSG_SITE.senhaRedefinidaDescricao);
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
