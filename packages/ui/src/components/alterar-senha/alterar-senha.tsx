import { MSG_ACESSO as M, type AlterarSenhaFormValues, type AlterarSenhaInput } from '@morada/domain';
import { KeyRound } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../lib/lazy-resolver';
import { Button, type ButtonProps } from '../button';
import { Dialog, DialogContent, DialogFooter, DialogHeader, DialogTitle } from '../dialog';
import { PasswordField } from '../field';

// The resolver and its schema load on the first submit (lib/lazy-resolver).
const resolver = lazyResolver(() => import('./alterar-senha-resolver').then((m) => m.alterarSenhaResolver));

const VAZIO: AlterarSenhaFormValues = { senhaAtual: '', novaSenha: '', confirmarSenha: '' };

const CAMPOS = [
  { nome: 'senhaAtual', rotulo: M.senhaAtual, autoComplete: 'current-password' },
  { nome: 'novaSenha', rotulo: M.novaSenha, autoComplete: 'new-password' },
  { nome: 'confirmarSenha', rotulo: M.confirmeNovaSenha, autoComplete: 'new-password' },
] as const;

type AlterarSenhaDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Rejects when the change failed (the caller toasts); the dialog then stays open. */
  onAlterar: (dados: AlterarSenhaInput) => Promise<void>;
  /**
   * The server's word on the current password (e.g. MSG_ACESSO.senhaAtualIncorreta), shown under
   * that field after a failed attempt. Set it before onAlterar rejects; clear it when an attempt starts.
   */
  erroSenhaAtual?: string;
};

/** Any signed-in user changes the password: the current one, then the new one twice. */
function AlterarSenhaDialog({ open, onOpenChange, onAlterar, erroSenhaAtual }: AlterarSenhaDialogProps) {
  const id = useId();
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<AlterarSenhaFormValues>({ resolver, defaultValues: VAZIO });
  // Counted so that a second failure with the same message shows it again (the prop did not change).
  const [falhas, setFalhas] = useState(0);
  useEffect(() => {
    if (erroSenhaAtual) setError('senhaAtual', { type: 'server', message: erroSenhaAtual });
  }, [erroSenhaAtual, falhas, setError]);

  // Every opening starts blank: no password stays in the form once it is closed.
  const fechar = () => {
    reset(VAZIO);
    onOpenChange(false);
  };
  const alterar = handleSubmit(async ({ senhaAtual, novaSenha }) => {
    try {
      await onAlterar({ senhaAtual, novaSenha });
    } catch {
      setFalhas((n) => n + 1);
      return; // the caller shows the toast
    }
    fechar();
  });

  return (
    <Dialog open={open} onOpenChange={(o) => (o ? onOpenChange(true) : !isSubmitting && fechar())}>
      <DialogContent data-slot="alterar-senha" className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{M.alterarSenha}</DialogTitle>
        </DialogHeader>
        <form noValidate onSubmit={alterar} className="grid gap-4">
          {CAMPOS.map(({ nome, rotulo, autoComplete }) => (
            <PasswordField
              key={nome}
              id={`${id}-${nome}`}
              label={rotulo}
              autoComplete={autoComplete}
              error={errors[nome]?.message}
              {...register(nome)}
            />
          ))}
          <DialogFooter>
            <Button type="button" variant="outline" disabled={isSubmitting} onClick={fechar}>
              {M.cancelar}
            </Button>
            <Button type="submit" disabled={isSubmitting}>
              {isSubmitting ? M.salvando : M.alterarSenha}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}

type AlterarSenhaButtonProps = Omit<ButtonProps, 'onClick'> &
  Pick<AlterarSenhaDialogProps, 'onAlterar' | 'erroSenhaAtual'>;

/** 'Alterar senha' (key icon and label unless children are given) and the dialog it opens. */
function AlterarSenhaButton({ onAlterar, erroSenhaAtual, children, ...props }: AlterarSenhaButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="button" variant="outline" onClick={() => setOpen(true)} {...props}>
        {children ?? (
          <>
            <KeyRound className="size-4" aria-hidden />
            {M.alterarSenha}
          </>
        )}
      </Button>
      <AlterarSenhaDialog
        open={open}
        onOpenChange={setOpen}
        onAlterar={onAlterar}
        erroSenhaAtual={erroSenhaAtual}
      />
    </>
  );
}

export { AlterarSenhaButton, AlterarSenhaDialog };
export type { AlterarSenhaButtonProps, AlterarSenhaDialogProps };
