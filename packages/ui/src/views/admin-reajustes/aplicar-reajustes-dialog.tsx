import { formatBRL, formatData, MSG_REAJUSTE, type ReajustePendente } from '@morada/domain';
import { Confirmacao } from '../partes/confirmacao';

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
    <Confirmacao
      open={reajustes.length > 0}
      onCancelar={onCancelar}
      onConfirmar={onConfirmar}
      busy={busy}
      className="max-h-[90vh] overflow-y-auto"
      titulo={T.confirmarTitulo(reajustes.length)}
      descricao={T.confirmarDescricao}
      confirmar={T.confirmar}
    >
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
    </Confirmacao>
  );
}

export { AplicarReajustesDialog };
