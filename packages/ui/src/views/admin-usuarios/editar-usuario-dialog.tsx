import { MSG, MSG_ACESSO, type Usuario, type UsuarioAtualizarInput } from '@morada/domain';
import { LockOpen } from 'lucide-react';
import { useState, type ComponentProps } from 'react';
import { Button } from '../../components/button';
import { Dialog, DialogContent, DialogHeader, DialogTitle } from '../../components/dialog';
import { acaoLinkAcesso } from '../../components/link-acesso';
import { UserEditForm } from '../../components/user-edit-form';

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
  onGerarLink?: (usuario: Usuario) => void;
  /** Id of the user whose access link is being issued. */
  gerandoLink: string | null;
};

/** A note on the account's access and the button that acts on it, under the form. */
function SecaoAcesso({ texto, children, ...props }: ComponentProps<'div'> & { texto: string }) {
  return (
    <div
      className="flex flex-col gap-3 border-t pt-4 text-sm text-muted-foreground sm:flex-row sm:items-center sm:justify-between"
      {...props}
    >
      <p>{texto}</p>
      {children}
    </div>
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
    <Dialog open={usuario !== null} onOpenChange={(o) => !o && !salvando && onFechar()}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{T.editarTitulo}</DialogTitle>
        </DialogHeader>
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
          <SecaoAcesso data-slot="desbloquear-acesso" texto={T.desbloquearTexto}>
            <Button
              type="button"
              variant="outline"
              className="shrink-0"
              disabled={desbloqueando || salvando}
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
      </DialogContent>
    </Dialog>
  );
}

export { EditarUsuarioDialog };
