import { MSG_ACESSO as M } from '@morada/domain';
import { KeyRound } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button, type ButtonProps } from '../button';
import type { AlterarSenhaDialogProps } from './alterar-senha-dialog';

// The dialog (its form, react-hook-form and Radix Dialog) loads when the button is first pressed:
// a tenant who never changes the password never downloads it (the area's JS budget, DESIGN §9).
const AlterarSenhaDialogTardio = lazy(() =>
  import('./alterar-senha-dialog').then((m) => ({ default: m.AlterarSenhaDialog })),
);

type AlterarSenhaButtonProps = Omit<ButtonProps, 'onClick'> &
  Pick<AlterarSenhaDialogProps, 'onAlterar' | 'erroSenhaAtual'>;

/** 'Alterar senha' (key icon and label unless children are given) and the dialog it opens. */
function AlterarSenhaButton({ onAlterar, erroSenhaAtual, children, ...props }: AlterarSenhaButtonProps) {
  const [open, setOpen] = useState(false);
  // Mounted from the first opening on, so the dialog keeps its closing animation afterwards.
  const [aberto, setAberto] = useState(false);
  if (open && !aberto) setAberto(true);
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
      {aberto ? (
        <Suspense>
          <AlterarSenhaDialogTardio
            open={open}
            onOpenChange={setOpen}
            onAlterar={onAlterar}
            erroSenhaAtual={erroSenhaAtual}
          />
        </Suspense>
      ) : null}
    </>
  );
}

export { AlterarSenhaButton };
export type { AlterarSenhaButtonProps };
