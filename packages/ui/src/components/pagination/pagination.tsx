import { MSG } from '@morada/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button';

const P = MSG.primitivos.paginacao;

type PaginationProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** The page shown, from 1. */
  pagina: number;
  /** At least 1; with a single page the bar is not drawn (nothing to move to). */
  totalPaginas: number;
  onPaginaChange: (pagina: number) => void;
};

/** 'Anterior', 'Página X de Y', 'Próxima' under a list the server pages. */
function Pagination({ pagina, totalPaginas, onPaginaChange, className, ...props }: PaginationProps) {
  if (totalPaginas <= 1) return null;
  return (
    <nav
      data-slot="pagination"
      aria-label={P.rotulo}
      className={cn('flex items-center justify-center gap-4', className)}
      {...props}
    >
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={pagina <= 1}
        onClick={() => onPaginaChange(pagina - 1)}
      >
        <ChevronLeft className="size-4" aria-hidden />
        {P.anterior}
      </Button>
      <span data-slot="pagination-status" aria-live="polite" className="text-sm text-muted-foreground">
        {P.paginaDe(pagina, totalPaginas)}
      </span>
      <Button
        type="button"
        variant="outline"
        size="sm"
        disabled={pagina >= totalPaginas}
        onClick={() => onPaginaChange(pagina + 1)}
      >
        {P.proxima}
        <ChevronRight className="size-4" aria-hidden />
      </Button>
    </nav>
  );
}

/**
 * The props of a back office list the server searches and pages: the view shows the search box,
 * the page's rows and this bar; the app keeps the state (in the URL) and asks the server.
 */
type ListaNoServidorProps = {
  /** The search box's text (the app debounces it before asking the server). */
  busca: string;
  onBuscaChange: (busca: string) => void;
  /** The page shown, from 1, and how many pages the filtered list has. */
  pagina: number;
  totalPaginas: number;
  onPaginaChange: (pagina: number) => void;
};

export { Pagination };
export type { ListaNoServidorProps, PaginationProps };
