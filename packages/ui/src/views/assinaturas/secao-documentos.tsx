import type { ReactNode } from 'react';
import { Spinner } from '../../components/spinner';
import { FalhaComRetry } from '../partes/falha-com-retry';

type SecaoDocumentosProps = {
  /** The heading's id (the section is labelled by it) and the section's data-slot. */
  id: string;
  slot: string;
  textos: { titulo: string; carregando: string; erroCarregar: string; vazio: string };
  /** The first read is under way (nothing to show yet). */
  carregando: boolean;
  /** The read failed and there is nothing to show. */
  falhou: boolean;
  vazia: boolean;
  onRetry?: (() => void) | undefined;
  /** The list, shown when there is something to list. */
  children: ReactNode;
};

/** A titled list of documents in the areas, with its loading, failure and empty states. */
function SecaoDocumentos({
  id,
  slot,
  textos,
  carregando,
  falhou,
  vazia,
  onRetry,
  children,
}: SecaoDocumentosProps) {
  let corpo: ReactNode = children;
  if (carregando)
    corpo = (
      <p role="status" className="flex items-center gap-2 text-muted-foreground">
        <Spinner className="size-4" />
        {textos.carregando}
      </p>
    );
  else if (falhou) corpo = <FalhaComRetry mensagem={textos.erroCarregar} onRetry={onRetry} />;
  else if (vazia) corpo = <p className="text-muted-foreground">{textos.vazio}</p>;
  return (
    <section data-slot={slot} className="grid gap-4" aria-labelledby={id}>
      <h2 id={id} className="text-xl font-semibold">
        {textos.titulo}
      </h2>
      {corpo}
    </section>
  );
}

export { SecaoDocumentos };
