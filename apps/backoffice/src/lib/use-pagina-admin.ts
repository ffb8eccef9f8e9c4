import { useAtualizar } from './use-atualizar';
import { useTotalDePaginas } from './use-lista-na-url';

interface ListaPaginada {
  busca: string;
  setBusca: (busca: string) => void;
  pagina: number;
  setPagina: (pagina: number) => void;
  limitarPagina: (totalPaginas: number) => void;
}

interface PaginaSwr {
  data?: { total: number };
  error?: unknown;
  isLoading: boolean;
  isValidating: boolean;
  mutate: () => Promise<unknown>;
}

/**
 * The props every searchable, paged admin list view takes alike: search box, total, pager,
 * loading/failed/retry and the toolbar's 'Atualizar', from the URL state and the SWR page.
 */
export function usePaginaAdmin(
  lista: ListaPaginada,
  { data, error, isLoading, isValidating, mutate }: PaginaSwr,
) {
  const totalPaginas = useTotalDePaginas(lista.limitarPagina, { data, isValidating });
  const atualizar = useAtualizar(mutate);
  return {
    total: data?.total ?? 0,
    busca: lista.busca,
    onBuscaChange: lista.setBusca,
    pagina: lista.pagina,
    totalPaginas,
    onPaginaChange: lista.setPagina,
    loading: isLoading,
    loadFailed: !!error && !data,
    onRetry: () => void mutate(),
    ...atualizar,
  };
}
