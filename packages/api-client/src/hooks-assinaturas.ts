import { assinaturasEndpoints, assinaturasPublicasEndpoints } from './endpoints/assinaturas';
import { client } from './default-client';
import { useRecurso } from './hooks-core';

/**
 * The signature calls the site makes (issue 37): the public link and verification, and "Assinaturas
 * pendentes" in the tenant's and owner's areas. Kept out of `siteApi` so the areas' first chunk
 * only pays for them when the signatures tab loads.
 */
const publicas = assinaturasPublicasEndpoints(client);
const minhas = assinaturasEndpoints(client);

/** The public calls over another client: the server's rendering reads the link with its own. */
export { assinaturasPublicasEndpoints };

export const assinaturasSite = {
  /** By link (no session) and the public verification. */
  publicas,
  /** In one's own area (signed in). */
  minhas: minhas.minhas,
  assinar: minhas.assinar,
  final: minhas.final,
  concluidas: minhas.concluidas,
};

/**
 * SWR keys. The link and the verification are read on the server too (SSR), with the same keys;
 * the pending list is revalidated by the view's own mutate after signing.
 */
export const chavesAssinaturas = {
  link: (token: string) => ['assinaturas', 'link', token] as const,
  verificacao: (codigo: string) => ['assinaturas', 'verificacao', codigo] as const,
  minhas: () => ['assinaturas', 'minhas'] as const,
  concluidas: () => ['assinaturas', 'concluidas'] as const,
};

/** What the signing link gives to sign; fetched only with a token. */
export const useLinkAssinatura = (token: string | undefined) =>
  useRecurso(token ? chavesAssinaturas.link(token) : null, () => publicas.lerLink(token!), {
    revalidateOnFocus: false,
  });
/** The public verification of a code; fetched only with a code. */
export const useVerificacao = (codigo: string | undefined) =>
  useRecurso(codigo ? chavesAssinaturas.verificacao(codigo) : null, () => publicas.verificarCodigo(codigo!), {
    revalidateOnFocus: false,
  });
/** The documents waiting for the signed-in user's signature. */
export const useMinhasAssinaturas = () => useRecurso(chavesAssinaturas.minhas(), () => minhas.minhas());
/** The signed-in user's completed documents (final PDF, verification code). */
export const useAssinaturasConcluidas = () =>
  useRecurso(chavesAssinaturas.concluidas(), () => minhas.concluidas());
