import { ACOES_API as A, type TipoRelatorio } from '@morada/domain';
import type { ApiClient } from '../client';
import { rotas, type Consulta, type Resposta } from '../contrato';

/** The year and part of the reports (the extrato's query; the others read what applies). */
export type FiltroRelatorio = Omit<Consulta<'GET /api/relatorios/extrato-anual'>, 'formato'>;

/** The answer of each report, by its path. */
export type Relatorios = {
  receita: Resposta<'GET /api/relatorios/receita'>;
  inadimplencia: Resposta<'GET /api/relatorios/inadimplencia'>;
  ocupacao: Resposta<'GET /api/relatorios/ocupacao'>;
  'extrato-anual': Resposta<'GET /api/relatorios/extrato-anual'>;
};

const chave = <T extends TipoRelatorio>(tipo: T) => `GET /api/relatorios/${tipo}` as const;

/** /api/relatorios (admin): each report on screen, or downloaded as CSV or PDF. */
export const relatoriosEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  return {
    // One call for the four report routes: TypeScript cannot narrow a route key built from T, so the
    // answer is read as Relatorios[T] (which the contract's four answers make up).
    obter: <T extends TipoRelatorio>(tipo: T, filtro: FiltroRelatorio = {}) =>
      (r.json as (k: string, o: object) => Promise<unknown>)(chave(tipo), {
        query: filtro,
        acao: A.carregarRelatorio,
      }) as Promise<Relatorios[T]>,
    /** The same report as a file: `receita_2026.csv`, `extrato_proprietarios_2026.pdf`, … */
    baixar: (tipo: TipoRelatorio, formato: 'csv' | 'pdf', filtro: FiltroRelatorio = {}) =>
      r.arquivo(chave(tipo), { query: { ...filtro, formato }, acao: A.baixarRelatorio }),
  };
};
