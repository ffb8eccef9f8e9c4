import { formatData, MSG, MSG_REAJUSTE, type ReajustePendente } from '@morada/domain';
import {
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

const T = MSG_REAJUSTE.adminUi.pendentes;

type DispensarReajusteDialogProps = {
  /** The reajuste about to be waived; null closes the dialog. */
  reajuste: ReajustePendente | null;
  onCancelar: () => void;
  onConfirmar: () => void;
  busy: boolean;
};

/** Confirms waiving a reajuste (and the earlier pending ones of its contract) with the rent kept. */
function DispensarReajusteDialog({ reajuste, onCancelar, onConfirmar, busy }: DispensarReajusteDialogProps) {
  return (
    <AlertDialog open={reajuste !== null} onOpenChange={(o) => !o && !busy && onCancelar()}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{T.dispensarTitulo}</AlertDialogTitle>
          <AlertDialogDescription>
            {reajuste
              ? T.dispensarDescricao(reajuste.contratoNumero, formatData(reajuste.aniversario))
              : null}
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{MSG.admin.cancelar}</AlertDialogCancel>
          <Button type="button" disabled={busy} aria-busy={busy || undefined} onClick={onConfirmar}>
            {busy ? <Spinner className="size-4" /> : null}
            {T.dispensar}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export { DispensarReajusteDialog };
