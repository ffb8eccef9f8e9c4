import {
  hojeNaAgencia,
  MSG_ACERTO,
  type Contrato,
  type DevolucaoEntrada,
  type Rescisao,
} from '@morada/domain';
import { Dialogo } from '../partes/dialogo';
import { RescisaoDinheiro } from './rescisao-dinheiro';

const U = MSG_ACERTO.ui;

type DevolucaoDialogProps = {
  /** An ended contract whose amount to give back is still open; null closes the dialog. */
  contrato: Contrato | null;
  onOpenChange: (open: boolean) => void;
  /** POST …/rescisao/devolucao; rejects when refused (field errors through errosDoErro). */
  onDevolver: (contrato: Contrato, dados: DevolucaoEntrada) => Promise<Rescisao>;
  errosDoErro?: ((erro: unknown) => Record<string, string> | undefined) | undefined;
  hoje?: string | undefined;
};

/**
 * The amount a rescisão owes the tenant, recorded as given back any day after the rescisão
 * (decision 025): the same form as the rescisão's result, reached from the ended contract's row.
 */
function DevolucaoDialog({ contrato, onOpenChange, onDevolver, errosDoErro, hoje }: DevolucaoDialogProps) {
  const valor = contrato?.rescisao?.devolucaoPendente;
  return (
    <Dialogo
      open={contrato !== null}
      onOpenChange={onOpenChange}
      titulo={U.devolucaoTitulo(contrato?.numero ?? '')}
      descricao={U.devolucaoDescricao}
      className="max-h-[90vh] overflow-y-auto sm:max-w-xl"
    >
      {contrato && valor ? (
        <RescisaoDinheiro
          key={contrato._id}
          rescisao={{ cobranca: null, devolucao: { valor, data: null, meio: null } }}
          hoje={hoje ?? hojeNaAgencia()}
          onDevolver={(d) => onDevolver(contrato, d)}
          errosDoErro={errosDoErro}
        />
      ) : null}
    </Dialogo>
  );
}

export { DevolucaoDialog };
export type { DevolucaoDialogProps };
