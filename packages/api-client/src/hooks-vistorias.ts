import { mutate } from 'swr';
import { api } from './api';
import { useRecurso } from './hooks-core';

/** The inspector's vistorias reads (issue 36): one SWR prefix, re-read after every change. */
const RAIZ = 'vistorias';

export const chavesVistorias = {
  doContrato: (contratoId: string) => [RAIZ, 'contrato', contratoId] as const,
  uma: (id: string) => [RAIZ, 'uma', id] as const,
};

/** Re-reads every vistorias list and vistoria (after a start, a conclusion, a rooms' save…). */
export const invalidarVistorias = () => mutate((chave) => Array.isArray(chave) && chave[0] === RAIZ);

/** The contract's vistorias (entrada first); fetched only with a contract id. */
export const useVistoriasContrato = (contratoId: string | undefined) =>
  useRecurso(contratoId ? chavesVistorias.doContrato(contratoId) : null, () =>
    api.vistorias.listar(contratoId ?? ''),
  );

/** One vistoria with rooms, items, photos, meters and keys; fetched only with an id. */
export const useVistoria = (id: string | undefined) =>
  useRecurso(id ? chavesVistorias.uma(id) : null, () => api.vistorias.obter(id ?? ''));
