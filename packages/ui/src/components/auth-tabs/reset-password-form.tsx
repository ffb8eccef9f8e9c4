import type { ComponentProps } from 'react';
import { MSG_SITE } from '@morada/domain';
import { NovaSenhaForm } from './nova-senha-form';

type ResetPasswordFormProps = Omit<
  ComponentProps<typeof NovaSenhaForm>,
  'titulo' | 'rotuloEnviar' | 'rotuloEnviando' | 'onEnviar'
> & {
  onRedefinir: (senha: string) => Promise<void>;
};

/** /login?reset=TOKEN: choose a new password (DESIGN §2, real password recovery). */
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
