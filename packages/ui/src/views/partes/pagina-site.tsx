import type { ComponentProps, ReactNode } from 'react';
import { Skeleton } from '../../components/skeleton';
import { cn } from '../../lib/cn';

type PaginaSiteProps = ComponentProps<'div'> & {
  /** O `data-slot` da tela (ex.: `favoritos-view`). */
  slot: string;
  /** A largura e os espaços da tela; o `className` de quem a usa vem por cima. */
  classes: string;
};

/** O corpo de uma tela do site: o `data-slot` da tela e as suas classes, com as do app por cima. */
function PaginaSite({ slot, classes, className, ...props }: PaginaSiteProps) {
  return <div data-slot={slot} className={cn(classes, className)} {...props} />;
}

type CabecalhoPaginaProps = {
  titulo: ReactNode;
  /** Classes do título (por padrão, o tamanho das telas do site). */
  tituloClasse?: string;
  className?: string;
  /** O que vem sob o título (subtítulo, saudação). */
  children?: ReactNode;
};

/** O cabeçalho de uma tela do site: o título (h1) e o que vem sob ele. */
function CabecalhoPagina({
  titulo,
  tituloClasse = 'text-3xl font-bold',
  className,
  children,
}: CabecalhoPaginaProps) {
  return (
    <header className={className}>
      <h1 className={tituloClasse}>{titulo}</h1>
      {children}
    </header>
  );
}

/** A falha de uma tela do site ao carregar, em destaque (anunciada como alerta). */
function ErroDaPagina({ children }: { children: ReactNode }) {
  return (
    <p
      role="alert"
      className="rounded-md border border-destructive/40 bg-destructive/10 p-4 text-destructive"
    >
      {children}
    </p>
  );
}

/** A grade de cartões-esqueleto de uma lista de imóveis carregando; com `rotulo`, anunciada como status. */
function GradeCarregando({ quantos, rotulo }: { quantos: number; rotulo?: string }) {
  return (
    <div role={rotulo ? 'status' : undefined} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {rotulo ? <span className="sr-only">{rotulo}</span> : null}
      {Array.from({ length: quantos }, (_, i) => (
        <Skeleton key={i} className="h-80 rounded-xl" />
      ))}
    </div>
  );
}

export { CabecalhoPagina, ErroDaPagina, GradeCarregando, PaginaSite };
export type { CabecalhoPaginaProps, PaginaSiteProps };
