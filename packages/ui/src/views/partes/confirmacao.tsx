import { MSG } from '@morada/domain';
import type { ReactNode } from 'react';
import {
  ConfirmDialog,
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '../../components/alert-dialog';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import type { AcaoConfirmada } from './use-acao-confirmada';

type ConfirmacaoProps = {
  open: boolean;
  onCancelar: () => void;
  onConfirmar: () => void;
  /** Confirmando: os botões ficam desabilitados e o diálogo não fecha. */
  busy: boolean;
  titulo: ReactNode;
  descricao: ReactNode;
  /** Rótulo do botão que confirma. */
  confirmar: ReactNode;
  /** Classes do AlertDialogContent. */
  className?: string | undefined;
  /** O que fica entre o cabeçalho e os botões. */
  children?: ReactNode;
};

/** Uma confirmação não destrutiva: “Cancelar” e o botão principal, que mostra o spinner enquanto ocupado. */
function Confirmacao({
  open,
  onCancelar,
  onConfirmar,
  busy,
  titulo,
  descricao,
  confirmar,
  className,
  children,
}: ConfirmacaoProps) {
  return (
    <AlertDialog open={open} onOpenChange={(o) => !o && !busy && onCancelar()}>
      <AlertDialogContent className={className}>
        <AlertDialogHeader>
          <AlertDialogTitle>{titulo}</AlertDialogTitle>
          <AlertDialogDescription>{descricao}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{MSG.admin.cancelar}</AlertDialogCancel>
          <Button type="button" disabled={busy} aria-busy={busy || undefined} onClick={onConfirmar}>
            {busy ? <Spinner className="size-4" /> : null}
            {confirmar}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

/** The destructive confirmation of a `useAcaoConfirmada` (e.g. “Excluir”): open while an item awaits it. */
function ConfirmarAcao<T>({
  acao,
  titulo,
  descricao,
}: {
  acao: AcaoConfirmada<T>;
  titulo: ReactNode;
  /** The description, from the item awaiting confirmation (`null` while closing). */
  descricao: (alvo: T | null) => ReactNode;
}) {
  return (
    <ConfirmDialog
      open={acao.alvo !== null}
      onOpenChange={(o) => !o && !acao.ocupado && acao.setAlvo(null)}
      title={titulo}
      description={descricao(acao.alvo)}
      onConfirm={acao.confirmar}
      busy={acao.ocupado}
    />
  );
}

export { Confirmacao, ConfirmarAcao };
export type { ConfirmacaoProps };
