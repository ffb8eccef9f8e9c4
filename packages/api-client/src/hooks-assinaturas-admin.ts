import { mutate } from 'swr';
import { api } from './api';
import { useRecurso } from './hooks-core';

/** The back office's signature reads (issue 37): one SWR prefix, re-read after a send, a new link, a certificate change. */
const RAIZ = 'admin-assinaturas';

export const chavesAssinaturasAdmin = {
  doContrato: (contratoId: string) => [RAIZ, 'contrato', contratoId] as const,
  certificado: () => [RAIZ, 'certificado'] as const,
};

/** Re-reads every signature list and the certificate. */
export const invalidarAssinaturasAdmin = () => mutate((chave) => Array.isArray(chave) && chave[0] === RAIZ);

/** The documents of a contract sent for signature; fetched only with an id (while its dialog is open). */
export const useAssinaturasContrato = (contratoId: string | undefined) =>
  useRecurso(contratoId ? chavesAssinaturasAdmin.doContrato(contratoId) : null, () =>
    api.assinaturas.doContrato(contratoId ?? ''),
  );

/** The agency's A1 certificate (`{ certificado: null }` when none is configured). */
export const useCertificadoAssinatura = () =>
  useRecurso(chavesAssinaturasAdmin.certificado(), () => api.assinaturas.certificado());
