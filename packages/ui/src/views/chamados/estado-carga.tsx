import type { ReactNode } from 'react';
import { Spinner } from '../../components/spinner';
import { FalhaComRetry } from '../partes/falha-com-retry';

type EstadoCargaProps<T> = {
  /** The data; undefined while it loads. */
  dados: T | undefined;
  /** The failed read's message: shown with “Tentar novamente” while there is nothing to show. */
  erro?: string | null | undefined;
  onRetry?: (() => void) | undefined;
  /** What the spinner says. */
  carregando: string;
  children: (dados: T) => ReactNode;
};

/** A chamados read: the spinner while it loads, the failure with “Tentar novamente”, else the content. */
function EstadoCarga<T>({ dados, erro, onRetry, carregando, children }: EstadoCargaProps<T>) {
  if (dados !== undefined) return <>{children(dados)}</>;
  if (erro) return <FalhaComRetry mensagem={erro} onRetry={onRetry} aparencia="destacada" />;
  return (
    <div role="status" className="flex items-center justify-center gap-3 p-8 text-muted-foreground">
      <Spinner />
      <p>{carregando}</p>
    </div>
  );
}

/** The empty list's dashed box. */
function Vazio({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
      {children}
    </p>
  );
}

export { EstadoCarga, Vazio };
