import type { ComponentProps } from 'react';
import { MSG_PUBLICO, MSG_ACESSO as M, type ConviteInfo } from '@morada/domain';
import { cn } from '../../lib/cn';
import { Spinner } from '../spinner';
import { NovaSenhaForm } from './nova-senha-form';

type PrimeiroAcessoFormProps = Omit<
  ComponentProps<typeof NovaSenhaForm>,
  'titulo' | 'rotuloEnviar' | 'rotuloEnviando' | 'onEnviar'
> & {
  /** Para quem é o convite; `null` enquanto ele é consultado. */
  convite: ConviteInfo | null;
  /** O token é desconhecido, expirou ou já foi usado: um aviso substitui o formulário. */
  invalido?: boolean;
  /** Define a primeira senha (quem chama conecta o locatário e mostra os avisos). */
  onCriar: (senha: string) => Promise<void>;
};

/** Página /login?convite=TOKEN: o locatário convidado pela imobiliária escolhe a primeira senha. */
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
