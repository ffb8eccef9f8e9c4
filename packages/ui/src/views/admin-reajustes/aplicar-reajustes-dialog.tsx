import { formatBRL, formatData, MSG, MSG_REAJUSTE, type ReajustePendente } from '@morada/domain';
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

type AplicarReajustesDialogProps = {
  /** The reajustes about to be applied; empty closes the dialog. */
  reajustes: readonly ReajustePendente[];
  onCancelar: () => void;
  onConfirmar: () => void;
  busy: boolean;
};

/** Confirms an application, listing each contract's rent before and after and from when. */
function AplicarReajustesDialog({ reajustes, onCancelar, onConfirmar, busy }: AplicarReajustesDialogProps) {
  return (
    <AlertDialog open={reajustes.length > 0} onOpenChange={(o) => !o && !busy && onCancelar()}>
      <AlertDialogContent className="max-h-[90vh] overflow-y-auto">
        <AlertDialogHeader>
          <AlertDialogTitle>{T.confirmarTitulo(reajustes.length)}</AlertDialogTitle>
          <AlertDialogDescription>{T.confirmarDescricao}</AlertDialogDescription>
        </AlertDialogHeader>
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {reajustes.map((r) => (
            <li key={`${r.contratoId}-${r.ordem}`}>
              {T.confirmarItem({
                numero: r.contratoNumero,
                inquilino: r.inquilino.nome,
                de: formatBRL(r.aluguelAtual ?? 0),
                para: formatBRL(r.aluguelNovo ?? 0),
                vigencia: formatData(r.vigencia),
              })}
            </li>
          ))}
        </ul>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={busy}>{MSG.admin.cancelar}</AlertDialogCancel>
          <Button type="button" disabled={busy} aria-busy={busy || undefined} onClick={onConfirmar}>
            {busy ? <Spinner className="size-4" /> : null}
            {T.confirmar}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}

export { AplicarReajustesDialog };
