import type { ComponentProps } from 'react';
import { MSG_PUBLICO, MSG_ACESSO as M, type ConviteInfo } from '@morada/domain';
import { cn } from '../../lib/cn';
import { Spinner } from '../spinner';
import { NovaSenhaForm } from './nova-senha-form';

type PrimeiroAcessoFormProps = Omit<
  ComponentProps<typeof NovaSenhaForm>,
  'titulo' | 'rotuloEnviar' | 'rotuloEnviando' | 'onEnviar'
> & {
  /** Who the invitation is for; null while it is being looked up. */
  convite: ConviteInfo | null;
  /** The token is unknown, expired or already used: a notice replaces the form. */
  invalido?: boolean;
  /** Sets the first password (the caller signs the tenant in and shows the toasts). */
  onCriar: (senha: string) => Promise<void>;
};

/** /login?convite=TOKEN: a tenant invited by the agency chooses the first password. */
function PrimeiroAcessoForm({
  convite,
  invalido = false,
  onCriar,
  className,
  ...props
}: PrimeiroAcessoFormProps) {
  if (invalido || !convite) {
    return (
      <div data-slot="primeiro-acesso-form" className={cn('grid gap-4', className)}>
        <h2 className="text-lg font-semibold">{M.primeiroAcessoTitulo}</h2>
        {invalido ? (
          <p
            role="alert"
            className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
          >
            {M.conviteInvalido}
          </p>
        ) : (
          <div className="flex min-h-24 items-center justify-center">
            <Spinner label={MSG_PUBLICO.guard.carregando} />
          </div>
        )}
      </div>
    );
  }
  return (
    <NovaSenhaForm
      data-slot="primeiro-acesso-form"
      titulo={M.primeiroAcessoTitulo}
      rotuloEnviar={M.criarSenha}
      rotuloEnviando={M.criandoSenha}
      onEnviar={onCriar}
      className={className}
      {...props}
    >
      <p className="text-sm text-muted-foreground">{M.primeiroAcessoSaudacao(convite.nome)}</p>
      <dl className="grid gap-1 text-sm">
        <dt className="font-medium">{MSG_PUBLICO.auth.email}</dt>
        <dd className="break-all text-muted-foreground">{convite.email}</dd>
      </dl>
      {/* Lets password managers save the new password under the right account. */}
      <input type="email" hidden readOnly autoComplete="username" value={convite.email} />
    </NovaSenhaForm>
  );
}

export { PrimeiroAcessoForm };
export type { PrimeiroAcessoFormProps };
