import {
  MSG_ADMINISTRACAO_UI,
  type DadosRepasse,
  type DadosRepasseEntrada,
  type Usuario,
} from '@morada/domain';
import { useState } from 'react';
import { DadosRepasseForm } from '../../components/dados-repasse-form';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/dialog';
import { Spinner } from '../../components/spinner';

const T = MSG_ADMINISTRACAO_UI.dadosRepasse;

/** The owner: `{ _id, nome }` or the Usuario of the list's row. */
type DonoDosDados = { _id: string; nome: string } | Pick<Usuario, 'id' | 'nome'>;

type DadosRepasseDialogProps = {
  /** The owner whose details are edited; null closes the dialog. */
  usuario: DonoDosDados | null;
  /** GET /api/usuarios/:id/dados-repasse: null when none saved yet, undefined while loading. */
  dados: DadosRepasse | null | undefined;
  /** PUT /api/usuarios/:id/dados-repasse; rejects when refused (field errors through errosDoErro). */
  onSalvar: (dados: DadosRepasseEntrada) => Promise<void>;
  onOpenChange: (open: boolean) => void;
  errosDoErro?: (erro: unknown) => Record<string, string> | undefined;
};

/** 'Dados de repasse' of an owner: CPF or CNPJ and the account the repasses are paid to. */
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
    <Dialog open={usuario !== null} onOpenChange={(o) => !ocupado && onOpenChange(o)}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>{T.titulo(usuario?.nome ?? '')}</DialogTitle>
          <DialogDescription>{T.descricao}</DialogDescription>
        </DialogHeader>
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
      </DialogContent>
    </Dialog>
  );
}

export { DadosRepasseDialog };
export type { DadosRepasseDialogProps };
