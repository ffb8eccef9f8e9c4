import type { ApiClient } from '../client';
import { rotas, type ChaveRota, type Item, type OpcoesRota, type Resposta } from '../contrato';

/** The server's largest page of the admin lists (contracts, legal documents and cases). */
export const LIMITE_PAGINA = 100;
/** 100k rows: far beyond an agency's books, and a guard against a server that never says "done". */
const PAGINAS_MAX = 1000;

/**
 * Every row of a paginated list, page after page: the admin screens search, count and export the
 * whole list, while the server never answers more than one capped page per request.
 */
export const todasAsPaginas = async <K extends ChaveRota>(
  c: ApiClient,
  chave: K,
  o: OpcoesRota<K>,
): Promise<Item<Resposta<K>>[]> => {
  const r = rotas(c);
  const linhas: Item<Resposta<K>>[] = [];
  const query = (o as { query?: object }).query;
  for (let pagina = 1; pagina <= PAGINAS_MAX; pagina++) {
    const { dados, total } = await r.lista(chave, {
      ...o,
      query: { ...query, pagina, limite: LIMITE_PAGINA },
    } as OpcoesRota<K>);
    linhas.push(...dados);
    if (dados.length < LIMITE_PAGINA || linhas.length >= total) break;
  }
  return linhas;
};
