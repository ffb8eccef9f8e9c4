import { useId, useState, type ComponentProps } from 'react';
import { useForm } from 'react-hook-form';
import { MSG_PUBLICO, type RegistroFormValues } from '@morada/domain';
import { cn } from '../../lib/cn';
import { lazyResolver } from '../../lib/lazy-resolver';
import { Button } from '../button';
import { Field } from '../field';
import { Input } from '../input';

const VAZIO: RegistroFormValues = { nome: '', email: '', senha: '', confirmarSenha: '' };

// zod and registroFormSchema load on the first submit, not with the page (lib/lazy-resolver).
const carregar = () => import('./auth-resolvers');
const resolver = lazyResolver(() => carregar().then((m) => m.registroResolver));

type RegisterFormProps = Omit<ComponentProps<'form'>, 'onSubmit' | 'children'> & {
  /** Resolves when the account exists; the form then clears itself. */
  onRegister: (valores: { nome: string; email: string; senha: string }) => Promise<void>;
  onRegistered?: (email: string) => void;
};

function RegisterForm({ onRegister, onRegistered, className, ...props }: RegisterFormProps) {
  const id = useId();
  const [aviso, setAviso] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RegistroFormValues>({ resolver, defaultValues: VAZIO });

  const registrar = handleSubmit(async (v) => {
    // Validation already loaded the module, so this awaits no request.
    const { senhasConferem } = await carregar();
    // A mismatch is a notice, not a field error, and no call is made (section 5).
    if (!senhasConferem(v)) {
      setAviso(MSG_PUBLICO.auth.senhasNaoConferem);
      return;
    }
    setAviso(null);
    const email = v.email.trim().toLowerCase();
    try {
      await onRegister({ nome: v.nome.trim(), email, senha: v.senha });
    } catch {
      return; // the caller shows the 'Erro no registro' toast
    }
    reset(VAZIO);
    onRegistered?.(email);
  });

  const campo = (nome: keyof RegistroFormValues) => ({
    id: `${id}-${nome}`,
    'aria-invalid': errors[nome] ? true : undefined,
    ...register(nome),
  });

  return (
    <form
      data-slot="register-form"
      noValidate
      onSubmit={registrar}
      className={cn('grid gap-4', className)}
      {...props}
    >
      {aviso && (
        <p
          role="alert"
          className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
        >
          {aviso}
        </p>
      )}
      <Field label={MSG_PUBLICO.auth.nomeCompleto} htmlFor={`${id}-nome`} error={errors.nome?.message}>
        <Input autoComplete="name" {...campo('nome')} />
      </Field>
      <Field label={MSG_PUBLICO.auth.email} htmlFor={`${id}-email`} error={errors.email?.message}>
        <Input type="email" autoComplete="email" {...campo('email')} />
      </Field>
      <Field label={MSG_PUBLICO.auth.senhaMinimo} htmlFor={`${id}-senha`} error={errors.senha?.message}>
        <Input type="password" autoComplete="new-password" {...campo('senha')} />
      </Field>
      <Field
        label={MSG_PUBLICO.auth.confirmeSenha}
        htmlFor={`${id}-confirmarSenha`}
        error={errors.confirmarSenha?.message}
      >
        <Input type="password" autoComplete="new-password" {...campo('confirmarSenha')} />
      </Field>
      <Button type="submit" disabled={isSubmitting} className="w-full">
        {isSubmitting ? MSG_PUBLICO.auth.registrando : MSG_PUBLICO.auth.registrar}
      </Button>
    </form>
  );
}

export { RegisterForm };
export type { RegisterFormProps };
