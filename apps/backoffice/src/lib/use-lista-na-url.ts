import { MSG, POR_PAGINA_ADMIN, totalDePaginas } from '@morada/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

const TODOS = MSG.admin.todos;
/** How long the search box waits for the typing to stop before it asks the server. */
export const ESPERA_BUSCA_MS = 300;

/** Each select filter's key and the values it accepts ('todos' is always accepted: no filter). */
type OpcoesFiltro = Record<string, readonly string[]>;
type Filtros<F extends OpcoesFiltro> = { [K in keyof F]: F[K][number] | typeof TODOS };
type Consulta<F extends OpcoesFiltro> = { busca?: string; pagina: number; limite: number } & {
  [K in keyof F]?: F[K][number];
};

const paginaDaUrl = (valor: string | null): number => {
  const n = Number(valor);
  return Number.isInteger(n) && n >= 1 ? n : 1;
};

/**
 * The list state of a back office screen (search text, select filters, page) kept in the URL's
 * query string, so a reload or a shared link shows the same page. The search box answers at once
 * (`busca`) while the URL, and so the server, gets the text once the typing stops; a new search or
 * filter goes back to page 1. A filter reads 'todos' (the selects' "no filter") when absent or
 * not one of its values (a hand-edited link), so the server is never asked for an unknown one.
 */
export function useListaNaUrl<const F extends OpcoesFiltro>(opcoes: F) {
  const [params, setParams] = useSearchParams();
  const buscaUrl = params.get('busca') ?? '';
  const pagina = paginaDaUrl(params.get('pagina'));
  const filtros = Object.fromEntries(
    Object.entries(opcoes).map(([k, valores]) => {
      const valor = params.get(k) ?? TODOS;
      return [k, valores.includes(valor) ? valor : TODOS];
    }),
  ) as Filtros<F>;

  const [busca, setBusca] = useState(buscaUrl);
  // The last text this hook put in the URL: a URL that differs came from outside (back button, a link).
  const escrita = useRef(buscaUrl);
  useEffect(() => {
    if (buscaUrl === escrita.current) return;
    escrita.current = buscaUrl;
    setBusca(buscaUrl);
  }, [buscaUrl]);

  /** Sets (or, for '' and 'todos', removes) query keys; any change but the page's goes back to page 1. */
  const alterar = useCallback(
    (mudancas: Record<string, string | number>, opcoes?: { replace?: boolean }) =>
      setParams((atual) => {
        const novo = new URLSearchParams(atual);
        for (const [chave, valor] of Object.entries(mudancas)) {
          const texto = String(valor);
          if (texto === '' || texto === TODOS || (chave === 'pagina' && texto === '1')) novo.delete(chave);
          else novo.set(chave, texto);
        }
        if (!('pagina' in mudancas)) novo.delete('pagina');
        return novo;
      }, opcoes),
    [setParams],
  );

  useEffect(() => {
    if (busca === escrita.current) return;
    const t = setTimeout(() => {
      escrita.current = busca;
      alterar({ busca }, { replace: true });
    }, ESPERA_BUSCA_MS);
    return () => clearTimeout(t);
  }, [busca, alterar]);

  /** A page past the end (the last rows were deleted, an old link) moves to the last page. */
  const limitarPagina = useCallback(
    (totalPaginas: number) => {
      if (pagina > totalPaginas) alterar({ pagina: totalPaginas }, { replace: true });
    },
    [pagina, alterar],
  );

  const consulta = {
    ...(buscaUrl.trim() ? { busca: buscaUrl.trim() } : {}),
    ...Object.fromEntries(Object.entries(filtros).filter(([, v]) => v !== TODOS)),
    pagina,
    limite: POR_PAGINA_ADMIN,
  } as Consulta<F>;

  return {
    /** The search box's text (ahead of the URL while the user types). */
    busca,
    setBusca,
    filtros,
    setFiltro: (chave: keyof F & string, valor: string) => alterar({ [chave]: valor }),
    pagina,
    setPagina: (p: number) => alterar({ pagina: p }),
    /** The server query of the page shown: busca, the active filters, pagina and limite. */
    consulta,
    /** Other query keys the screen keeps (a tab); changing one goes back to page 1 too. */
    params,
    alterar,
    limitarPagina,
  };
}

/**
 * How many pages the list's answer makes. Once the page asked for has answered (not while the rows
 * of the previous query are kept on screen), a page past the end moves to the last one.
 */
export function useTotalDePaginas(
  limitarPagina: (totalPaginas: number) => void,
  { data, isValidating }: { data?: { total: number }; isValidating: boolean },
) {
  const totalPaginas = totalDePaginas(data?.total ?? 0, POR_PAGINA_ADMIN);
  useEffect(() => {
    if (data && !isValidating) limitarPagina(totalPaginas);
  }, [data, isValidating, totalPaginas, limitarPagina]);
  return totalPaginas;
}
