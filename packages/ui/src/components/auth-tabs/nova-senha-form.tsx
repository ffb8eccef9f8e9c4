import { useId, useState, type ComponentProps, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { MSG_PUBLICO, MSG_SITE } from '@morada/domain';
import { cn } from '../../lib/cn';
import { lazyResolver } from '../../lib/lazy-resolver';
import { Button } from '../button';
import { PasswordField } from '../field';
import type { RedefinirFormValues as Valores } from './auth-resolvers';

// zod and the schema load on the first submit, not with the page (lib/lazy-resolver).
const resolver = lazyResolver(() => import('./auth-resolvers').then((m) => m.redefinirResolver));

type NovaSenhaFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'onReset' | 'children' | 'title'> & {
  titulo: string;
  /** Conteúdo entre o título e os campos (uma saudação, para quem é a senha). */
  children?: ReactNode;
  rotuloEnviar: string;
  rotuloEnviando: string;
  /** Called only when both passwords agree; the caller shows the toasts. */
  onEnviar: (senha: string) => Promise<void>;
};

/**
 * A new password typed twice: the form behind the e-mailed reset link and the first-access
 * invitation. A mismatch is a notice, not a field error, and makes no call (section 5).
 */
function NovaSenhaForm({
  titulo,
  children,
  rotuloEnviar,
  rotuloEnviando,
  onEnviar,
  className,
  ...props
}: NovaSenhaFormProps) {
  const id = useId();
  const [aviso, setAviso] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Valores>({ resolver, defaultValues: { senha: '', confirmarSenha: '' } });
  const enviar = handleSubmit(async (v) => {
    if (v.senha !== v.confirmarSenha) {
      setAviso(MSG_PUBLICO.auth.senhasNaoConferem);
      return;
    }
    setAviso(null);
    try {
      await onEnviar(v.senha);
    } catch {
      // the caller shows the toast
    }
  });
  return (
    <form
      data-slot="nova-senha-form"
      noValidate
      onSubmit={enviar}
      className={cn('grid gap-4', className)}
      {...props}
    >
      <h2 className="text-lg font-semibold">{titulo}</h2>
      {children}
      {aviso && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          {aviso}
        </p>
      )}
      <PasswordField
        id={`${id}-senha`}
        label={MSG_SITE.novaSenha}
        autoComplete="new-password"
        error={errors.senha?.message}
        {...register('senha')}
      />
      <PasswordField
        id={`${id}-confirmar`}
        label={MSG_PUBLICO.auth.confirmeSenha}
        autoComplete="new-password"
        error={errors.confirmarSenha?.message}
        {...register('confirmarSenha')}
      />
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? rotuloEnviando : rotuloEnviar}
      </Button>
    </form>
  );
}

export { NovaSenhaForm };
export type { NovaSenhaFormProps };
