import { MSG } from '@morada/domain';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Button } from '../button';

const P = MSG.primitivos.paginacao;

type PaginationProps = Omit<ComponentProps<'nav'>, 'children'> & {
  /** Página exibida, a partir de 1. */
  pagina: number;
  /** No mínimo 1; com uma página só a barra não aparece (não há para onde ir). */
  totalPaginas: number;
  /** Outra página foi escolhida (“Anterior”, “Próxima”). */
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
  /** Texto da busca (o app espera a digitação parar antes de consultar o servidor). */
  busca: string;
  /** O texto da busca mudou. */
  onBuscaChange: (busca: string) => void;
  /** Página exibida, a partir de 1, e quantas páginas a lista filtrada tem. */
  pagina: number;
  /** Quantas páginas a lista filtrada tem. */
  totalPaginas: number;
  /** Outra página foi escolhida. */
  onPaginaChange: (pagina: number) => void;
};

export { Pagination };
export type { ListaNoServidorProps, PaginationProps };
