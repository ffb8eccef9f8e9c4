import { MSG, type Contrato } from '@morada/domain';
import type { ReactNode } from 'react';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '../../components/dialog';
import { Spinner } from '../../components/spinner';

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
    <Dialog open={contrato !== null} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-5xl">
        <DialogHeader>
          <DialogTitle>{titulo(contrato?.numero ?? '')}</DialogTitle>
          <DialogDescription>{contrato?.inquilino.nome}</DialogDescription>
        </DialogHeader>
        {loading ? (
          <div className="flex min-h-32 items-center justify-center">
            <Spinner label={MSG.guard.carregando} />
          </div>
        ) : (
          children
        )}
      </DialogContent>
    </Dialog>
  );
}

export { ContratoTabelaDialog };
