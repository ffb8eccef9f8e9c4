import { MSG_ACESSO as M, type AlterarSenhaFormValues, type AlterarSenhaInput } from '@morada/domain';
import { useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { lazyResolver } from '../../lib/lazy-resolver';
import { Button } from '../button';
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
  /** Diálogo aberto ou fechado. */
  open: boolean;
  /** O diálogo pediu para abrir ou fechar (botão, Esc, clique fora). */
  onOpenChange: (open: boolean) => void;
  /** Rejeita quando a troca falha (quem chama mostra o aviso); o diálogo continua aberto. */
  onAlterar: (dados: AlterarSenhaInput) => Promise<void>;
  /**
   * Resposta do servidor sobre a senha atual (ex.: `MSG_ACESSO.senhaAtualIncorreta`), mostrada sob esse campo
   * depois de uma tentativa sem sucesso. Defina antes de `onAlterar` rejeitar; limpe quando uma nova
   * tentativa começar.
   */
  erroSenhaAtual?: string;
};

/** Diálogo em que qualquer usuário conectado troca a senha: informa a atual e depois a nova, duas vezes. */
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

export { AlterarSenhaDialog };
export type { AlterarSenhaDialogProps };
