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
