import {
  ACOES_API as A,
  type AplicacaoReajustes,
  type AtualizacaoIndices,
  type IndiceEconomico,
  type IndiceSerie,
  type Reajuste,
  type ReajustePendente,
} from '@morada/domain';
import type { ApiClient } from '../client';

/** The annual reajuste (admin): due reajustes, applying them, and the index series behind them. */
export const reajustesEndpoints = (c: ApiClient) => ({
  /** GET /api/reajustes/pendentes: due today or within 30 days, not yet applied. */
  pendentes: () => c.json<ReajustePendente[]>('/reajustes/pendentes', { acao: A.listarReajustes }),
  /** POST /api/reajustes/aplicar: one or many contracts; answers each contract's outcome. */
  aplicar: (contratoIds: readonly string[]) =>
    c.json<AplicacaoReajustes>('/reajustes/aplicar', {
      method: 'POST',
      json: { contratoIds },
      acao: A.aplicarReajustes,
    }),
  /** POST /api/reajustes/dispensar: waives the contract's pending reajustes up to `aniversario`. */
  dispensar: (contratoId: string, aniversario: string) =>
    c.json<{ dispensados: number }>('/reajustes/dispensar', {
      method: 'POST',
      json: { contratoId, aniversario },
      acao: A.dispensarReajuste,
    }),
  /** GET /api/contratos/:id/reajustes: the contract's history, newest first. */
  historico: (contratoId: string) =>
    c.json<Reajuste[]>(`/contratos/${encodeURIComponent(contratoId)}/reajustes`, {
      acao: A.historicoReajustes,
    }),
});

export const indicesEndpoints = (c: ApiClient) => ({
  /** GET /api/indices?indice=…: the monthly series kept in the database. */
  listar: (indice: IndiceSerie) =>
    c.json<IndiceEconomico[]>('/indices', { query: { indice }, acao: A.listarIndices }),
  /** PUT /api/indices/:indice/:mes: a value typed by the admin (when the Banco Central is out of reach). */
  salvar: (indice: IndiceSerie, mes: string, variacao: number | string) =>
    c.json<IndiceEconomico>(`/indices/${encodeURIComponent(indice)}/${encodeURIComponent(mes)}`, {
      method: 'PUT',
      json: { variacao },
      acao: A.salvarIndice,
    }),
  /** POST /api/indices/atualizar: fetches the series from the Banco Central SGS now. */
  atualizar: () =>
    c.json<AtualizacaoIndices>('/indices/atualizar', { method: 'POST', acao: A.atualizarIndices }),
});
