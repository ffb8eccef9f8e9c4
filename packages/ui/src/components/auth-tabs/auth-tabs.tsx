import { useState, type ComponentProps } from 'react';
import type { LoginInput } from '@morada/domain';
import { MSG_PUBLICO } from '@morada/domain';
import { cn } from '../../lib/cn';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../tabs';
import { LoginForm } from './login-form';
import { RegisterForm } from './register-form';

type Aba = 'entrar' | 'registrar';

type AuthTabsProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** “Entrar” com e-mail e senha; rejeita quando o login falha (o app mostra o aviso). */
  onLogin: (valores: LoginInput) => Promise<void>;
  /** “Registrar” com nome, e-mail e senha; rejeita quando o registro falha. */
  onRegister: (valores: { nome: string; email: string; senha: string }) => Promise<void>;
  /** “Esqueci minha senha”: recebe o e-mail informado. Sem ela, o link não aparece. */
  onForgotPassword?: (email: string) => void;
  /** A aba aberta primeiro: “Entrar” ou “Registrar”. */
  defaultTab?: Aba;
};

/**
 * Abas “Entrar” e “Registrar” da página de login. Um registro bem-sucedido volta para “Entrar” com o e-mail
 * já preenchido.
 */
function AuthTabs({
  onLogin,
  onRegister,
  onForgotPassword,
  defaultTab = 'entrar',
  className,
  ...props
}: AuthTabsProps) {
  const [aba, setAba] = useState<Aba>(defaultTab);
  const [emailLogin, setEmailLogin] = useState('');
  return (
    <div data-slot="auth-tabs" className={cn('w-full', className)} {...props}>
      <Tabs value={aba} onValueChange={(v: string) => setAba(v as Aba)}>
        <TabsList className="grid w-full grid-cols-2">
          <TabsTrigger value="entrar">{MSG_PUBLICO.auth.entrar}</TabsTrigger>
          <TabsTrigger value="registrar">{MSG_PUBLICO.auth.registrar}</TabsTrigger>
        </TabsList>
        <TabsContent value="entrar" className="pt-4">
          <LoginForm onLogin={onLogin} onForgotPassword={onForgotPassword} email={emailLogin} />
        </TabsContent>
        <TabsContent value="registrar" className="pt-4">
          <RegisterForm
            onRegister={onRegister}
            onRegistered={(email) => {
              setEmailLogin(email);
              setAba('entrar');
            }}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}

export { AuthTabs };
export type { AuthTabsProps };
