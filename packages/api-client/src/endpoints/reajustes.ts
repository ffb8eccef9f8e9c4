import { ACOES_API as A } from '@morada/domain';
import type { ApiClient } from '../client';
import { rotas, type Consulta, type Corpo } from '../contrato';

/** The annual reajuste (admin): due reajustes, applying them, and the index series behind them. */
export const reajustesEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  return {
    /** GET /api/reajustes/pendentes: due today or within 30 days, not yet applied. */
    pendentes: () => r.json('GET /api/reajustes/pendentes', { acao: A.listarReajustes }),
    /** POST /api/reajustes/aplicar: one or many contracts; answers each contract's outcome. */
    aplicar: (contratoIds: Corpo<'POST /api/reajustes/aplicar'>['contratoIds']) =>
      r.json('POST /api/reajustes/aplicar', { json: { contratoIds }, acao: A.aplicarReajustes }),
    /** POST /api/reajustes/dispensar: waives the contract's pending reajustes up to `aniversario`. */
    dispensar: (contratoId: string, aniversario: string) =>
      r.json('POST /api/reajustes/dispensar', {
        json: { contratoId, aniversario },
        acao: A.dispensarReajuste,
      }),
    /** GET /api/contratos/:id/reajustes: the contract's history, newest first. */
    historico: (contratoId: string) =>
      r.json('GET /api/contratos/{id}/reajustes', {
        parametros: { id: contratoId },
        acao: A.historicoReajustes,
      }),
  };
};

/** The series an index list reads (GET /api/indices?indice=…). */
type Serie = NonNullable<Consulta<'GET /api/indices'>['indice']>;

export const indicesEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  return {
    /** GET /api/indices?indice=…: the monthly series kept in the database. */
    listar: (indice: Serie) => r.json('GET /api/indices', { query: { indice }, acao: A.listarIndices }),
    /** PUT /api/indices/:indice/:mes: a value typed by the admin (when the Banco Central is out of reach). */
    salvar: (indice: Serie, mes: string, variacao: Corpo<'PUT /api/indices/{indice}/{mes}'>['variacao']) =>
      r.json('PUT /api/indices/{indice}/{mes}', {
        parametros: { indice, mes },
        json: { variacao },
        acao: A.salvarIndice,
      }),
    /** POST /api/indices/atualizar: fetches the series from the Banco Central SGS now. */
    atualizar: () => r.json('POST /api/indices/atualizar', { acao: A.atualizarIndices }),
  };
};
