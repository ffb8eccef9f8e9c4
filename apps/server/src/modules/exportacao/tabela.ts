import { gerarCsv } from '@morada/domain';

/** A report flattened to tables: what both the CSV and the PDF renderings print. */
export type Tabela = {
  titulo: string;
  colunas: string[];
  /** Cells already formatted for people (R$, dd/mm/aaaa). */
  linhas: string[][];
  /** A closing row of totals, when the report has one. */
  totais?: string[];
  /** A line printed under the table (what a figure means). */
  nota?: string;
  /** A second table printed after this one, with columns of its own (the detail under a summary). */
  seguinte?: Omit<Tabela, 'titulo' | 'seguinte'>;
};

const linhasCsv = (t: Omit<Tabela, 'titulo' | 'seguinte'>): string[][] => [
  ...t.linhas,
  ...(t.totais ? [t.totais] : []),
  ...(t.nota ? [[t.nota]] : []),
];

/**
 * CSV of a table (formula-safe cells, BOM for Excel), totals as the last row; a second table
 * follows after an empty row, its header as a row.
 */
export const tabelaCsv = (t: Tabela): string =>
  gerarCsv(t.colunas, [
    ...linhasCsv(t),
    ...(t.seguinte ? [[], t.seguinte.colunas, ...linhasCsv(t.seguinte)] : []),
  ]);
