import type { ApiClient, RequestOptions } from '../client';

/** The server's largest page of the admin lists (contracts, legal documents and cases). */
export const LIMITE_PAGINA = 100;
/** 100k rows: far beyond an agency's books, and a guard against a server that never says "done". */
const PAGINAS_MAX = 1000;

/**
 * Every row of a paginated list, page after page: the admin screens search, count and export the
 * whole list, while the server never answers more than one capped page per request.
 */
export const todasAsPaginas = async <T>(c: ApiClient, path: string, o: RequestOptions): Promise<T[]> => {
  const linhas: T[] = [];
  for (let pagina = 1; pagina <= PAGINAS_MAX; pagina++) {
    const { dados, total } = await c.lista<T>(path, {
      ...o,
      query: { ...o.query, pagina, limite: LIMITE_PAGINA },
    });
    linhas.push(...dados);
    if (dados.length < LIMITE_PAGINA || linhas.length >= total) break;
  }
  return linhas;
};
