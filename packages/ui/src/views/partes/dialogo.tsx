import { MSG } from '@morada/domain';
import type { ReactNode } from 'react';
import { Button } from '../../components/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/dialog';
import { FormError } from '../../components/field';
import { Spinner } from '../../components/spinner';

type DialogoProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  titulo: ReactNode;
  /** A descrição sob o título; sem a prop (omitida), o cabeçalho tem só o título. */
  descricao?: ReactNode;
  /** Classes do DialogContent (largura, rolagem). */
  className?: string | undefined;
  children: ReactNode;
};

/** O diálogo das telas do painel: título (e descrição, se houver) no cabeçalho, o conteúdo abaixo. */
function Dialogo(props: DialogoProps) {
  const { open, onOpenChange, titulo, descricao, className, children } = props;
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{titulo}</DialogTitle>
          {'descricao' in props ? <DialogDescription>{descricao}</DialogDescription> : null}
        </DialogHeader>
        {children}
      </DialogContent>
    </Dialog>
  );
}

type RodapeFormularioProps = {
  onCancelar: () => void;
  /** Enviando: os dois botões ficam desabilitados e o de envio mostra `rotuloOcupado`. */
  ocupado: boolean;
  rotulo: ReactNode;
  rotuloOcupado: ReactNode;
  /** O envio também fica desabilitado (ex.: um valor inválido). */
  desabilitado?: boolean;
  /** Variante do “Cancelar”. */
  varianteCancelar?: 'outline' | 'ghost';
  /** O envio mostra o spinner e `aria-busy` enquanto ocupado. */
  comSpinner?: boolean;
  /** A recusa do servidor sem campo, mostrada acima dos botões. */
  erroServidor?: ReactNode;
};

/** O rodapé de um formulário em diálogo: “Cancelar” e o botão de envio. */
function RodapeFormulario({
  onCancelar,
  ocupado,
  rotulo,
  rotuloOcupado,
  desabilitado = false,
  varianteCancelar = 'outline',
  comSpinner = false,
  erroServidor,
}: RodapeFormularioProps) {
  return (
    <>
      <FormError message={erroServidor} />
      <DialogFooter>
        <Button type="button" variant={varianteCancelar} onClick={onCancelar} disabled={ocupado}>
          {MSG.admin.cancelar}
        </Button>
        <Button
          type="submit"
          disabled={ocupado || desabilitado}
          aria-busy={comSpinner ? ocupado || undefined : undefined}
        >
          {comSpinner && ocupado ? <Spinner className="size-4" /> : null}
          {ocupado ? rotuloOcupado : rotulo}
        </Button>
      </DialogFooter>
    </>
  );
}

export { Dialogo, RodapeFormulario };
export type { DialogoProps, RodapeFormularioProps };
