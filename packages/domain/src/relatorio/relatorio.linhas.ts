/**
 * The reports' cells as text, the same on the admin's screen and in the CSV/PDF exports: one place
 * says which figure goes in which column.
 */
import { formatBRL, formatCompetencia, formatData, formatPercent } from '../format';
import { MSG } from '../messages/pt-BR';
import { MSG_FINANCEIRO } from '../messages/financeiro';
import { MSG_SERVIDOR } from '../messages/servidor';
import type { ExtratoAnual, RelatorioInadimplencia, RelatorioReceita } from './relatorio.schema';

const R = MSG.adminUi.relatorios;
const C = R.colunas;
const F = MSG_FINANCEIRO;

/** A report's column: its title, whether it holds figures (right-aligned on screen) and what they mean. */
export type ColunaRelatorio = { titulo: string; direita?: boolean; dica?: string };

const numerica = (titulo: string): ColunaRelatorio => ({ titulo, direita: true });

// somarReais lives with the money helpers: the owner's page sums with it without this module's
// report titles (the back office's catalogue) in its chunk (docs/decisions/036).
export { somarReais } from '../financeiro/dinheiro';

/** A totals row: its label, `vazias` blank cells, then each amount in BRL. */
export const linhaDeTotais = (rotulo: string, vazias: number, valores: readonly number[]): string[] => [
  rotulo,
  ...Array<string>(vazias).fill(''),
  ...valores.map(formatBRL),
];

/** A table of a report: its columns, its rows and (when it has one) its totals row, as text. */
export type TabelaDeRelatorio<T> = {
  colunas: readonly ColunaRelatorio[];
  linhas: (r: T) => string[][];
  totais?: (r: T) => string[];
};

/** Revenue: month, expected, received, multa/juros, goal (in BRL) and the share of the goal. */
export const TABELA_RECEITA: TabelaDeRelatorio<RelatorioReceita> = {
  colunas: [
    { titulo: C.mes },
    ...[C.esperado, C.recebido, MSG_SERVIDOR.categorias.multas, C.meta, C.percentualMeta].map(numerica),
  ],
  linhas: (r) =>
    r.meses.map((m) => [
      formatCompetencia(m.mes),
      ...[m.esperado, m.recebido, m.multaJuros, m.meta].map(formatBRL),
      formatPercent(m.percentualMeta),
    ]),
  totais: (r) => [
    ...linhaDeTotais(C.total, 0, [r.totais.esperado, r.totais.recebido, r.totais.multaJuros, r.totais.meta]),
    '',
  ],
};

/**
 * Late payments, month by month: what was due, what is still late, and the month's rate (not
 * cumulative: its definition goes with the column, a tooltip on screen, a note in the file).
 */
export const TABELA_INADIMPLENCIA_MESES: TabelaDeRelatorio<RelatorioInadimplencia> = {
  colunas: [
    { titulo: C.mes },
    numerica(C.esperado),
    numerica(F.saldo),
    { titulo: R.inadimplencia, direita: true, dica: F.taxaInadimplenciaDefinicao },
  ],
  linhas: (r) =>
    r.meses.map((m) => [
      formatCompetencia(m.mes),
      formatBRL(m.devido),
      formatBRL(m.emAtraso),
      formatPercent(m.taxaInadimplencia),
    ]),
};

/** Each late payment: contract, tenant, month, due date, days late, then its amounts in BRL. */
export const TABELA_INADIMPLENCIA_ITENS: TabelaDeRelatorio<RelatorioInadimplencia> = {
  colunas: [
    ...[C.contrato, C.inquilino, C.competencia, C.vencimento].map((titulo) => ({ titulo })),
    ...[C.diasAtraso, C.valor, C.multa, C.juros, C.valorAtualizado].map(numerica),
  ],
  linhas: (r) =>
    r.itens.map((i) => [
      i.contrato,
      i.inquilino,
      formatCompetencia(i.competencia),
      formatData(i.vencimento),
      String(i.diasAtraso),
      ...[i.valor, i.multa, i.juros, i.valorAtualizado].map(formatBRL),
    ]),
  totais: (r) =>
    linhaDeTotais(C.total, 4, [r.totais.valor, r.totais.multa, r.totais.juros, r.totais.valorAtualizado]),
};

type ContratoExtrato = ExtratoAnual['pessoas'][number]['contratos'][number];

/**
 * The year's amounts the annual statement shows apart from the months, with their column titles:
 * condomínio, IPTU, other charges and multa/juros (not the owner's income); the tenant's statement
 * also shows the rent part (on the owner's the total already is the rent).
 */
export const componentesDoExtrato = (
  parte: ExtratoAnual['parte'],
): [titulo: string, valor: (c: ContratoExtrato) => number][] => {
  const todos: [string, (c: ContratoExtrato) => number][] = [
    [C.aluguel, (c) => c.aluguel],
    [F.componentes.condominio, (c) => c.condominio],
    [F.componentes.iptu, (c) => c.iptu],
    [F.componentes.outros, (c) => c.outros],
    [MSG_SERVIDOR.categorias.multas, (c) => c.multaJuros],
  ];
  return parte === 'inquilino' ? todos : todos.slice(1);
};
