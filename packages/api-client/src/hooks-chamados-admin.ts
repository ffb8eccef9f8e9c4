import { mutate } from 'swr';
import { api } from './api';
import type { ConsultaDe } from './contrato';
import { useRecurso } from './hooks-core';

/** The back office's chamados reads (issue 36): all under one SWR prefix, re-read after every change. */
const RAIZ = 'admin-chamados';

export const chavesChamadosAdmin = {
  pagina: (filtro: ConsultaDe<'GET', '/api/admin/chamados'>) => [RAIZ, 'pagina', filtro] as const,
  um: (id: string) => [RAIZ, 'um', id] as const,
  prestadores: () => [RAIZ, 'prestadores'] as const,
  limite: () => [RAIZ, 'limite'] as const,
  limiteDoImovel: (id: string) => [RAIZ, 'limite', id] as const,
};

/** Re-reads every chamados list, chamado and the prestadores (after a triage, conclusion, save…). */
export const invalidarChamadosAdmin = () => mutate((chave) => Array.isArray(chave) && chave[0] === RAIZ);

/** One page of every chamado under the filters, with the total. */
export const useChamadosAdminPagina = (filtro: ConsultaDe<'GET', '/api/admin/chamados'>) =>
  useRecurso(chavesChamadosAdmin.pagina(filtro), () => api.chamados.admin.pagina(filtro), {
    keepPreviousData: true,
  });
/** One chamado with its timeline; fetched only with an id. */
export const useChamadoAdmin = (id: string | undefined) =>
  useRecurso(id ? chavesChamadosAdmin.um(id) : null, () => api.chamados.admin.obter(id ?? ''));
/** The prestadores, active first. */
export const usePrestadores = () =>
  useRecurso(chavesChamadosAdmin.prestadores(), () => api.chamados.prestadores.listar());
/** The agency's approval limit. */
export const useLimiteAprovacao = () =>
  useRecurso(chavesChamadosAdmin.limite(), () => api.chamados.admin.limite());
/** A property's own approval limit and the agency's; fetched only with an id. */
export const useLimiteAprovacaoImovel = (id: string | undefined) =>
  useRecurso(id ? chavesChamadosAdmin.limiteDoImovel(id) : null, () =>
    api.chamados.admin.limiteDoImovel(id ?? ''),
  );
