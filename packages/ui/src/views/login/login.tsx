import type { ComponentProps, ReactNode } from 'react';
import type { LoginInput } from '@morada/domain';
import { MSG_PUBLICO, MSG_SITE } from '@morada/domain';
import { AuthTabs } from '../../components/auth-tabs';
import { CabecalhoPagina, PaginaSite } from '../partes/pagina-site';

type LoginViewProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** “Entrar” com e-mail e senha; rejeita quando o login falha. */
  onLogin: (valores: LoginInput) => Promise<void>;
  /** “Registrar” com nome, e-mail e senha; rejeita quando o registro falha. */
  onRegister: (valores: { nome: string; email: string; senha: string }) => Promise<void>;
  /** “Esqueci minha senha”: recebe o e-mail informado. */
  onForgotPassword?: (email: string) => void;
  /** A sessão expirou (/login?session_expired=true): mostra o aviso acima das abas. */
  sessaoExpirada?: boolean;
  /** A aba exibida primeiro: /login?aba=registrar abre “Registrar”. */
  aba?: 'entrar' | 'registrar';
  /** Substitui as abas, ex.: o formulário de nova senha de /login?reset=TOKEN. */
  children?: ReactNode;
};

function LoginView({
  onLogin,
  onRegister,
  onForgotPassword,
  sessaoExpirada = false,
  aba = 'entrar',
  children,
  ...props
}: LoginViewProps) {
  return (
    <PaginaSite slot="login-view" classes="mx-auto grid w-full max-w-md gap-6 px-4 py-12" {...props}>
      <CabecalhoPagina className="text-center" titulo={MSG_SITE.loginTitulo}>
        <p className="text-muted-foreground">{MSG_SITE.loginSubtitulo}</p>
      </CabecalhoPagina>
      {sessaoExpirada && (
        <p
          role="alert"
          className="rounded-md border border-yellow-500/50 bg-yellow-500/10 px-3 py-2 text-sm text-yellow-800 dark:text-yellow-200"
        >
          {MSG_PUBLICO.auth.sessaoExpirada}
        </p>
      )}
      <div className="rounded-xl border border-border bg-card p-6 shadow-sm">
        {children ?? (
          // Keyed by the tab asked for: following a "Registrar" link while on /login switches to it.
          <AuthTabs
            key={aba}
            defaultTab={aba}
            onLogin={onLogin}
            onRegister={onRegister}
            onForgotPassword={onForgotPassword}
          />
        )}
      </div>
    </PaginaSite>
  );
}

export { LoginView };
export type { LoginViewProps };
