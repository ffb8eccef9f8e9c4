import type { ComponentProps } from 'react';
import { MSG_SITE } from '@morada/domain';
import { NovaSenhaForm } from './nova-senha-form';

type ResetPasswordFormProps = Omit<
  ComponentProps<typeof NovaSenhaForm>,
  'titulo' | 'rotuloEnviar' | 'rotuloEnviando' | 'onEnviar'
> & {
  /** Define a nova senha; rejeita quando falha (o app mostra o aviso). */
  onRedefinir: (senha: string) => Promise<void>;
};

/** Página /login?reset=TOKEN: a pessoa escolhe uma nova senha (DESIGN §2, recuperação de senha real). */
function ResetPasswordForm({ onRedefinir, ...props }: ResetPasswordFormProps) {
  return (
    <NovaSenhaForm
      data-slot="reset-password-form"
      titulo={MSG_SITE.redefinirSenha}
      rotuloEnviar={MSG_SITE.redefinirSenha}
      rotuloEnviando={MSG_SITE.redefinindo}
      onEnviar={onRedefinir}
      {...props}
    />
  );
}

export { ResetPasswordForm };
export type { ResetPasswordFormProps };
