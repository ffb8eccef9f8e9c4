import { useId, useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { Eye, EyeOff } from 'lucide-react';
import { MSG_PUBLICO, type LoginInput } from '@morada/domain';
import { cn } from '../../lib/cn';
import { lazyResolver } from '../../lib/lazy-resolver';
import { Button } from '../button';
import { Field } from '../field';
import { Input } from '../input';

// zod and loginSchema load on the first submit, not with the page (lib/lazy-resolver).
const resolver = lazyResolver(() => import('./auth-resolvers').then((m) => m.loginResolver));

type LoginFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  onLogin: (valores: LoginInput) => Promise<void>;
  onForgotPassword?: (email: string) => void;
  /** Prefilled after a successful registration. */
  email?: string;
};

function LoginForm({ onLogin, onForgotPassword, email = '', className, ...props }: LoginFormProps) {
  const id = useId();
  const [mostrar, setMostrar] = useState(false);
  const {
    register,
    handleSubmit,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginInput>({ resolver, defaultValues: { email, senha: '' } });

  const entrar = handleSubmit(async (valores) => {
    try {
      await onLogin(valores);
    } catch {
      // The caller shows the 'Erro no login' toast.
    }
  });

  return (
    <form
      data-slot="login-form"
      noValidate
      onSubmit={entrar}
      className={cn('grid gap-4', className)}
      {...props}
    >
      <Field label={MSG_PUBLICO.auth.email} htmlFor={`${id}-email`} error={errors.email?.message}>
        <Input
          id={`${id}-email`}
          type="email"
          autoComplete="email"
          aria-invalid={errors.email ? true : undefined}
          {...register('email')}
        />
      </Field>
      <Field label={MSG_PUBLICO.auth.senha} htmlFor={`${id}-senha`} error={errors.senha?.message}>
        <div className="relative">
          <Input
            id={`${id}-senha`}
            type={mostrar ? 'text' : 'password'}
            autoComplete="current-password"
            className="pr-10"
            aria-invalid={errors.senha ? true : undefined}
            {...register('senha')}
          />
          <button
            type="button"
            aria-label={mostrar ? MSG_PUBLICO.auth.ocultarSenha : MSG_PUBLICO.auth.mostrarSenha}
            aria-pressed={mostrar}
            onClick={() => setMostrar((m) => !m)}
            className="absolute inset-y-0 right-0 inline-flex w-10 items-center justify-center text-muted-foreground hover:text-foreground"
          >
            {mostrar ? <EyeOff className="size-4" aria-hidden /> : <Eye className="size-4" aria-hidden />}
          </button>
        </div>
      </Field>
      <div className="flex justify-end">
        <Button
          type="button"
          variant="link"
          size="sm"
          className="h-auto p-0"
          onClick={() => onForgotPassword?.(getValues('email'))}
        >
          {MSG_PUBLICO.auth.esqueceuSenha}
        </Button>
      </div>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? MSG_PUBLICO.auth.entrando : MSG_PUBLICO.auth.entrar}
      </Button>
    </form>
  );
}

export { LoginForm };
export type { LoginFormProps };
