import { Plus } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { Badge } from '../../components/badge';
import { buttonVariants } from '../../components/button';
import { DataToolbar, type DataToolbarFiltro, type FiltroOpcao } from '../../components/data-toolbar';
import { AppLink } from '../../components/link';
import { Pagination, type ListaNoServidorProps } from '../../components/pagination';
import { cn } from '../../lib/cn';

/** What every paginated back office list takes besides its rows and filters. */
type ListaAdminProps = {
  /** Quantos itens atendem aos filtros, em todas as páginas: o número no selo de contagem. */
  total: number;
  /** Filtro de status: `'todos'` ou um valor. */
  status: string;
  /** O filtro de status mudou. */
  onStatusChange: (status: string) => void;
  /** Baixa em CSV todos os itens que atendem aos filtros (o app lê todas as páginas); o app mostra os erros. */
  onExport: () => Promise<unknown>;
  /** A lista está carregando pela primeira vez. */
  loading: boolean;
  /** A lista não pôde ser carregada: uma linha de erro com “tentar novamente” substitui o texto de lista vazia. */
  loadFailed?: boolean;
  /** “Tentar novamente” depois de uma falha ao carregar. */
  onRetry?: () => void;
  /** Atualizando: os dados continuam na tela e o botão mostra “Atualizando...”. */
  refreshing?: boolean;
  /** “Atualizar”: recarrega a lista. */
  onRefresh: () => void;
};

/** The props of a list screen: its root `div`, the server-side search and pages, and the list's own. */
type ListaAdminViewProps = Omit<ComponentProps<'div'>, 'children'> & ListaNoServidorProps & ListaAdminProps;

type CabecalhoListaProps = {
  titulo: ReactNode;
  /** O texto do selo de contagem. */
  contagem: ReactNode;
  /** A página de cadastro e o rótulo do link “Novo …”. */
  novo: { href: string; rotulo: ReactNode };
};

/** The title of a list screen with its count badge, and the link to add a new item. */
function CabecalhoLista({ titulo, contagem, novo }: CabecalhoListaProps) {
  return (
    <header className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-3">
        <h1 className="text-2xl font-bold tracking-tight">{titulo}</h1>
        <Badge variant="secondary">{contagem}</Badge>
      </div>
      <AppLink href={novo.href} className={buttonVariants()}>
        <Plus className="size-4" aria-hidden />
        {novo.rotulo}
      </AppLink>
    </header>
  );
}

type ListaAdminFrameProps = Omit<ListaAdminViewProps, 'loading' | 'loadFailed' | 'onRetry'> &
  Omit<CabecalhoListaProps, 'contagem'> & {
    /** O texto do selo de contagem, a partir do total. */
    contagem: (total: number) => ReactNode;
    buscaPlaceholder: string;
    /** Os filtros antes do de status. */
    filtros: readonly DataToolbarFiltro[];
    /** O filtro de status, o último da barra: o rótulo e as opções. */
    filtroStatus: { label: string; options: readonly FiltroOpcao[] };
    /** A tabela. */
    children: ReactNode;
    /** Os diálogos da tela, depois da paginação. */
    dialogos: ReactNode;
  };

/** A paginated back office list screen: title, toolbar (search, filters, refresh, CSV), table, pages. */
function ListaAdmin({
  titulo,
  contagem,
  novo,
  total,
  busca,
  onBuscaChange,
  buscaPlaceholder,
  filtros,
  filtroStatus,
  status,
  onStatusChange,
  onRefresh,
  refreshing = false,
  onExport,
  pagina,
  totalPaginas,
  onPaginaChange,
  dialogos,
  children,
  className,
  ...props
}: ListaAdminFrameProps) {
  return (
    <div className={cn('space-y-6', className)} {...props}>
      <CabecalhoLista titulo={titulo} contagem={contagem(total)} novo={novo} />
      <DataToolbar
        busca={busca}
        onBuscaChange={onBuscaChange}
        buscaPlaceholder={buscaPlaceholder}
        filtros={[...filtros, { id: 'status', ...filtroStatus, value: status, onChange: onStatusChange }]}
        onRefresh={onRefresh}
        refreshing={refreshing}
        onExport={onExport}
      />
      {children}
      <Pagination pagina={pagina} totalPaginas={totalPaginas} onPaginaChange={onPaginaChange} />
      {dialogos}
    </div>
  );
}

export { CabecalhoLista, ListaAdmin };
export type { CabecalhoListaProps, ListaAdminFrameProps, ListaAdminProps, ListaAdminViewProps };
