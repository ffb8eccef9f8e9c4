import { formatData, MSG_REAJUSTE, type ReajustePendente } from '@morada/domain';
import { Confirmacao } from '../partes/confirmacao';

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
    <Confirmacao
      open={reajuste !== null}
      onCancelar={onCancelar}
      onConfirmar={onConfirmar}
      busy={busy}
      titulo={T.dispensarTitulo}
      descricao={
        reajuste ? T.dispensarDescricao(reajuste.contratoNumero, formatData(reajuste.aniversario)) : null
      }
      confirmar={T.dispensar}
    />
  );
}

export { DispensarReajusteDialog };
