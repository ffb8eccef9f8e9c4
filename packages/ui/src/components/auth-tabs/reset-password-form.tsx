import { useId, useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { MSG, MSG_SITE } from '@morada/domain';
import { cn } from '../../lib/cn';
import { lazyResolver } from '../../lib/lazy-resolver';
import { Button } from '../button';
import { Field } from '../field';
import { Input } from '../input';
import type { RedefinirFormValues as Valores } from './auth-resolvers';

// zod and the schema load on the first submit, not with the page (lib/lazy-resolver).
const resolver = lazyResolver(() => import('./auth-resolvers').then((m) => m.redefinirResolver));

type ResetPasswordFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'onReset' | 'children'> & {
  onRedefinir: (senha: string) => Promise<void>;
};

/** /login?reset=TOKEN: choose a new password (DESIGN §2, real password recovery). */
function ResetPasswordForm({ onRedefinir, className, ...props }: ResetPasswordFormProps) {
  const id = useId();
  const [aviso, setAviso] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<Valores>({
    resolver,
    defaultValues: { senha: '', confirmarSenha: '' },
  });
  const enviar = handleSubmit(async (v) => {
    if (v.senha !== v.confirmarSenha) {
      setAviso(MSG.auth.senhasNaoConferem);
      return;
    }
    setAviso(null);
    try {
      await onRedefinir(v.senha);
    } catch {
      // the caller shows the toast
    }
  });
  return (
    <form
      data-slot="reset-password-form"
      noValidate
      onSubmit={enviar}
      className={cn('grid gap-4', className)}
      {...props}
    >
      <h2 className="text-lg font-semibold">{MSG_SITE.redefinirSenha}</h2>
      {aviso && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          {aviso}
        </p>
      )}
      <Field label={MSG_SITE.novaSenha} htmlFor={`${id}-senha`} error={errors.senha?.message}>
        <Input id={`${id}-senha`} type="password" autoComplete="new-password" {...register('senha')} />
      </Field>
      <Field
        label={MSG.auth.confirmeSenha}
        htmlFor={`${id}-confirmar`}
        error={errors.confirmarSenha?.message}
      >
        <Input
          id={`${id}-confirmar`}
          type="password"
          autoComplete="new-password"
          {...register('confirmarSenha')}
        />
      </Field>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? MSG_SITE.redefinindo : MSG_SITE.redefinirSenha}
      </Button>
    </form>
  );
}

export { ResetPasswordForm };
export type { ResetPasswordFormProps };
