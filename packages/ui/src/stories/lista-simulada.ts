import { filtroAtivo, MSG, POR_PAGINA_ADMIN, totalDePaginas } from '@morada/domain';
import { fn } from 'storybook/test';
import { useState } from 'react';

/** What the server's list answers for a row: the search text and the select filters ('todos' = any). */
type Corresponde<T, K extends string> = (item: T, busca: string, filtros: Record<K, string>) => boolean;

/**
 * Plays the server's part for a paged admin list in a story: filters `todos` with the same domain
 * match function the server uses and slices the page, so typing, choosing a filter and paging show
 * what the app would. Spread the result into the view (after the story's args).
 */
export function useListaSimulada<T, K extends string>(
  todos: readonly T[],
  corresponde: Corresponde<T, K>,
  chaves: readonly K[],
  porPagina: number = POR_PAGINA_ADMIN,
) {
  const [busca, setBusca] = useState('');
  const [filtros, setFiltros] = useState(
    () => Object.fromEntries(chaves.map((k) => [k, MSG.admin.todos])) as Record<K, string>,
  );
  const [pagina, setPagina] = useState(1);
  const filtrados = todos.filter((item) => corresponde(item, busca, filtros));
  return {
    linhas: filtrados.slice((pagina - 1) * porPagina, pagina * porPagina),
    total: filtrados.length,
    busca,
    onBuscaChange: (texto: string) => {
      setBusca(texto);
      setPagina(1);
    },
    filtros,
    setFiltro: (chave: K, valor: string) => {
      setFiltros((atual) => ({ ...atual, [chave]: valor }));
      setPagina(1);
    },
    pagina,
    totalPaginas: totalDePaginas(filtrados.length, porPagina),
    onPaginaChange: setPagina,
  };
}

/** A select filter as the server applies it: 'todos' (or empty) lets every row through. */
export const passaNoFiltro = (filtro: string, valor: string) => !filtroAtivo(filtro) || filtro === valor;

type ListaSimulada<K extends string> = ReturnType<typeof useListaSimulada<unknown, K>>;

/** The search and paging props of a paged admin view, played by the simulated server. */
export const buscaEPaginasSimuladas = <K extends string>(s: ListaSimulada<K>) => ({
  busca: s.busca,
  onBuscaChange: s.onBuscaChange,
  pagina: s.pagina,
  totalPaginas: s.totalPaginas,
  onPaginaChange: s.onPaginaChange,
});

/** One select filter's props (`status` and `onStatusChange`, say), played by the simulated server. */
export const filtroSimulado = <K extends string>(s: ListaSimulada<K>, chave: K) =>
  ({
    [chave]: s.filtros[chave],
    [`on${chave.charAt(0).toUpperCase()}${chave.slice(1)}Change`]: (valor: string) =>
      s.setFiltro(chave, valor),
  }) as Record<K, string> & Record<`on${Capitalize<K>}Change`, (valor: string) => void>;

/** A paged admin view's search and paging args before the simulated server takes over: page 1 of 1. */
export const buscaEPaginasIniciais = () => ({
  busca: '',
  onBuscaChange: fn(),
  pagina: 1,
  totalPaginas: 1,
  onPaginaChange: fn(),
});
