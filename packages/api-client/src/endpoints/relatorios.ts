import {
  ACOES_API as A,
  type ExtratoAnual,
  type ParteExtrato,
  type RelatorioInadimplencia,
  type RelatorioOcupacao,
  type RelatorioReceita,
  type TipoRelatorio,
} from '@morada/domain';
import type { ApiClient } from '../client';

export type FiltroRelatorio = { ano?: number | undefined; parte?: ParteExtrato | undefined };

/** The answer of each report, by its path. */
export type Relatorios = {
  receita: RelatorioReceita;
  inadimplencia: RelatorioInadimplencia;
  ocupacao: RelatorioOcupacao;
  'extrato-anual': ExtratoAnual;
};

const query = (f: FiltroRelatorio) => ({
  ano: f.ano === undefined ? undefined : String(f.ano),
  parte: f.parte,
});

/** /api/relatorios (admin): each report on screen, or downloaded as CSV or PDF. */
export const relatoriosEndpoints = (c: ApiClient) => ({
  obter: <T extends TipoRelatorio>(tipo: T, filtro: FiltroRelatorio = {}) =>
    c.json<Relatorios[T]>(`/relatorios/${tipo}`, { query: query(filtro), acao: A.carregarRelatorio }),
  /** The same report as a file: `receita_2026.csv`, `extrato_proprietarios_2026.pdf`, … */
  baixar: (tipo: TipoRelatorio, formato: 'csv' | 'pdf', filtro: FiltroRelatorio = {}) =>
    c.arquivo(`/relatorios/${tipo}`, { query: { ...query(filtro), formato }, acao: A.baixarRelatorio }),
});
