import {
  MSG,
  MSG_ACESSO,
  limitesEmVigor,
  textoLimitesLogin,
  type LimitesLogin,
  type Usuario,
  type UsuarioAtualizarInput,
} from '@morada/domain';
import { LockOpen } from 'lucide-react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { Button } from '../../components/button';
import { acaoLinkAcesso } from '../../components/link-acesso';
import { UserEditForm } from '../../components/user-edit-form';
import { Dialogo } from '../partes/dialogo';

const T = MSG.adminUi.usuarios;

type EditarUsuarioDialogProps = {
  /** The user being edited; null closes the dialog. */
  usuario: Usuario | null;
  onFechar: () => void;
  salvando: boolean;
  errosServidor?: Record<string, string>;
  /** Resolves true when saved (the dialog closes). */
  onSalvar: (usuario: Usuario, dados: UsuarioAtualizarInput) => Promise<boolean>;
  onDesbloquear?: (usuario: Usuario) => Promise<unknown>;
  /** What the sign-in limits hold on the account now; undefined while it loads. */
  limitesLogin?: LimitesLogin;
  /** The limits could not be read (the unlock button still works). */
  limitesLoginFalhou?: boolean;
  onGerarLink?: (usuario: Usuario) => void;
  /** Id of the user whose access link is being issued. */
  gerandoLink: string | null;
};

/** A note on the account's access and the button that acts on it, under the form. */
function SecaoAcesso({ texto, children, ...props }: ComponentProps<'div'> & { texto: ReactNode }) {
  return (
    <div
      className="flex flex-col gap-3 border-t pt-4 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between"
      {...props}
    >
      <div className="flex flex-col gap-1">{texto}</div>
      {children}
    </div>
  );
}

/** The account's sign-in limits as the admin reads them, under the general explanation. */
function TextoLimites({ limites, falhou }: { limites?: LimitesLogin; falhou: boolean }) {
  const linhas = falhou ? [T.limitesErro] : limites ? textoLimitesLogin(limites) : [T.limitesCarregando];
  return (
    <>
      <p>{T.desbloquearTexto}</p>
      <p role="status" data-slot="limites-login" className="font-medium text-foreground">
        {linhas.join(' ')}
      </p>
    </>
  );
}

/** 'Editar Usuário', with the access actions: lift sign-in limits, send an access link. */
function EditarUsuarioDialog({
  usuario,
  onFechar,
  salvando,
  errosServidor,
  onSalvar,
  onDesbloquear,
  limitesLogin,
  limitesLoginFalhou = false,
  onGerarLink,
  gerandoLink,
}: EditarUsuarioDialogProps) {
  const [desbloqueando, setDesbloqueando] = useState(false);
  const desbloquear = async (u: Usuario) => {
    setDesbloqueando(true);
    try {
      await onDesbloquear?.(u);
    } catch {
      // Toast shown by the app.
    } finally {
      setDesbloqueando(false);
    }
  };
  const acao = usuario ? acaoLinkAcesso(usuario.status) : null;
  return (
    <Dialogo
      open={usuario !== null}
      onOpenChange={(o) => !o && !salvando && onFechar()}
      titulo={T.editarTitulo}
      className="sm:max-w-lg"
    >
      {usuario ? (
        <UserEditForm
          key={usuario.id}
          usuario={usuario}
          busy={salvando}
          errosServidor={errosServidor}
          onCancel={onFechar}
          onSubmit={async (dados) => {
            if (await onSalvar(usuario, dados)) onFechar();
          }}
        />
      ) : null}
      {usuario && onDesbloquear ? (
        <SecaoAcesso
          data-slot="desbloquear-acesso"
          texto={<TextoLimites limites={limitesLogin} falhou={limitesLoginFalhou} />}
        >
          <Button
            type="button"
            variant="outline"
            className="shrink-0"
            // Nothing to undo while the limits say the account is free (the text says so).
            disabled={
              desbloqueando || salvando || (limitesLogin !== undefined && !limitesEmVigor(limitesLogin))
            }
            onClick={() => void desbloquear(usuario)}
          >
            <LockOpen className="size-4" aria-hidden />
            {desbloqueando ? T.desbloqueando : T.desbloquear}
          </Button>
        </SecaoAcesso>
      ) : null}
      {usuario && onGerarLink ? (
        <SecaoAcesso data-slot="link-acesso-usuario" texto={acao?.texto ?? MSG_ACESSO.inativoSemLink}>
          {acao ? (
            <Button
              type="button"
              variant="outline"
              className="shrink-0"
              disabled={gerandoLink === usuario.id || salvando}
              onClick={() => onGerarLink(usuario)}
            >
              <acao.Icone className="size-4" aria-hidden />
              {gerandoLink === usuario.id ? MSG_ACESSO.gerando : acao.rotulo}
            </Button>
          ) : null}
        </SecaoAcesso>
      ) : null}
    </Dialogo>
  );
}

export { EditarUsuarioDialog };
