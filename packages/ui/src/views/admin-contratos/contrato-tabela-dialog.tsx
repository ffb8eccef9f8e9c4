import { MSG, type Contrato } from '@morada/domain';
import type { ReactNode } from 'react';
import { Spinner } from '../../components/spinner';
import { Dialogo } from '../partes/dialogo';

type ContratoTabelaDialogProps = {
  /** The contract the table belongs to; null closes the dialog. */
  contrato: Contrato | null;
  onOpenChange: (open: boolean) => void;
  titulo: (numero: string) => string;
  loading: boolean;
  /** The table, shown once loaded. */
  children: ReactNode;
};

/** The frame of a contract's table dialogs (payments, reajustes): title, tenant, spinner or table. */
function ContratoTabelaDialog({
  contrato,
  onOpenChange,
  titulo,
  loading,
  children,
}: ContratoTabelaDialogProps) {
  return (
    <Dialogo
      open={contrato !== null}
      onOpenChange={onOpenChange}
      titulo={titulo(contrato?.numero ?? '')}
      descricao={contrato?.inquilino.nome}
      className="max-h-[90vh] overflow-y-auto sm:max-w-5xl"
    >
      {loading ? (
        <div className="flex min-h-32 items-center justify-center">
          <Spinner label={MSG.guard.carregando} />
        </div>
      ) : (
        children
      )}
    </Dialogo>
  );
}

export { ContratoTabelaDialog };
