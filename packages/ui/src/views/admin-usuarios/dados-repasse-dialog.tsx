import {
  MSG_ADMINISTRACAO_UI,
  type DadosRepasse,
  type DadosRepasseEntrada,
  type Usuario,
} from '@morada/domain';
import { useState } from 'react';
import { DadosRepasseForm } from '../../components/dados-repasse-form';
import { Spinner } from '../../components/spinner';
import { Dialogo } from '../partes/dialogo';

const T = MSG_ADMINISTRACAO_UI.dadosRepasse;

/** The owner: `{ _id, nome }` or the Usuario of the list's row. */
type DonoDosDados = { _id: string; nome: string } | Pick<Usuario, 'id' | 'nome'>;

type DadosRepasseDialogProps = {
  /** O proprietário cujos dados são editados; `null` fecha o diálogo. */
  usuario: DonoDosDados | null;
  /**
   * GET /api/usuarios/:id/dados-repasse: `null` quando ainda não há dados salvos, `undefined` enquanto
   * carrega.
   */
  dados: DadosRepasse | null | undefined;
  /** PUT /api/usuarios/:id/dados-repasse; rejeita quando recusado (erros de campo via `errosDoErro`). */
  onSalvar: (dados: DadosRepasseEntrada) => Promise<void>;
  /** O diálogo pediu para abrir ou fechar. */
  onOpenChange: (open: boolean) => void;
  /** Lê os erros de campo de uma recusa do servidor (o app conhece o tipo do erro; a tela não). */
  errosDoErro?: (erro: unknown) => Record<string, string> | undefined;
};

/** Diálogo “Dados de repasse” de um proprietário: CPF ou CNPJ e a conta em que os repasses são pagos. */
function DadosRepasseDialog({
  usuario,
  dados,
  onSalvar,
  onOpenChange,
  errosDoErro,
}: DadosRepasseDialogProps) {
  // While saving, the dialog stays open.
  const [ocupado, setOcupado] = useState(false);
  const chave = usuario ? ('_id' in usuario ? usuario._id : usuario.id) : '';
  return (
    <Dialogo
      open={usuario !== null}
      onOpenChange={(o) => !ocupado && onOpenChange(o)}
      titulo={T.titulo(usuario?.nome ?? '')}
      descricao={T.descricao}
      className="max-h-[90vh] overflow-y-auto sm:max-w-lg"
    >
      {!usuario ? null : dados === undefined ? (
        <div className="flex min-h-40 items-center justify-center">
          <Spinner label={T.carregando} />
        </div>
      ) : (
        <DadosRepasseForm
          key={chave}
          dados={dados}
          errosDoErro={errosDoErro}
          onCancelar={() => onOpenChange(false)}
          onSalvar={async (d) => {
            setOcupado(true);
            try {
              await onSalvar(d);
            } finally {
              setOcupado(false);
            }
            onOpenChange(false);
          }}
        />
      )}
    </Dialogo>
  );
}

export { DadosRepasseDialog };
export type { DadosRepasseDialogProps };
