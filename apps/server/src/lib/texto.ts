import { sql, type RawBuilder } from 'kysely';

/** Lower-case, accent-free text: what the `busca` columns store and LIKE searches compare. */
export const normalizarBusca = (...partes: (string | null | undefined)[]): string =>
  partes
    .filter(Boolean)
    .join(' ')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** A LIKE pattern that matches `termo` literally anywhere (escape char '\'). */
export const padraoContem = (termo: string): string =>
  `%${normalizarBusca(termo).replace(/[\\%_]/g, (m) => `\\${m}`)}%`;

/**
 * The right-hand side of `lower(col) like …` for columns stored as typed (not accent-folded):
 * the pattern plus its ESCAPE clause, without which SQLite would take the backslashes literally
 * and a search for 'CT_1' or '50%' would find nothing.
 */
export const likeContem = (termo: string): RawBuilder<string> => {
  const padrao = `%${termo
    .trim()
    .toLowerCase()
    .replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
  return sql<string>`${padrao} escape '\\'`;
};
