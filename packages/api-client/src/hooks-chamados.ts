import { MSG_CHAMADOS } from '@morada/domain';
import type { ApiClient } from './client';
import { rotas, type CamposMultipart } from './contrato';
import { client } from './default-client';
import { criarEnvioIdempotente } from './envio-idempotente';
import { chamadosEndpoints } from './endpoints/chamados';
import { useRecurso } from './hooks-core';

/** The tenant's and the owner's chamados calls (issue 36): the site's part of `api.chamados`. */
const { locatario, proprietario } = chamadosEndpoints(client);

/**
 * Reads a chamado's photo for the screens through `c`. Its URL is the private route, which needs the
 * session's Bearer token that an `<img src>` cannot send; any other URL (a photo stored before photos
 * became private) is read as it is.
 */
export const criarLerFotoChamado = (c: ApiClient) => {
  const { foto } = chamadosEndpoints(c);
  return async (url: string): Promise<Blob> => {
    const privada = /\/api\/chamados\/([^/]+)\/fotos\/([^/?#]+)/.exec(url);
    if (!privada?.[1] || !privada[2]) return (await fetch(url)).blob();
    return (await foto(privada[1], privada[2])).blob;
  };
};

/** {@link criarLerFotoChamado} over the default client (the site's and the back office's session). */
export const lerFotoChamado = criarLerFotoChamado(client);

/**
 * SWR keys under the tenant's and the owner's resources, so `invalidar('locatario')` /
 * `invalidar('proprietario')` refresh them too.
 */
export const chavesChamados = {
  locatario: () => ['locatario', 'chamados'] as const,
  locatarioUm: (id: string) => ['locatario', 'chamados', id] as const,
  proprietario: () => ['proprietario', 'chamados'] as const,
};

/** The multipart body of POST /api/locatario/chamados: the text fields and each photo as `fotos`. */
export const montarFormChamado = (
  dados: CamposMultipart<'POST /api/locatario/chamados'>,
  fotos: readonly Blob[],
): FormData => {
  const form = new FormData();
  for (const [campo, valor] of Object.entries(dados))
    if (valor !== undefined) form.append(campo, String(valor));
  for (const foto of fotos) form.append('fotos', foto);
  return form;
};

/**
 * Opens the tenant's chamado through `c`. A retry of the same submission (same fields and photos)
 * after a lost answer carries the same Idempotency-Key, so the server opens it once.
 */
export const criarAbrirChamado = (c: ApiClient) => {
  const envio = criarEnvioIdempotente();
  return (dados: CamposMultipart<'POST /api/locatario/chamados'>, fotos: readonly File[]) =>
    envio({ dados, fotos }, (idempotencia) =>
      rotas(c).json('POST /api/locatario/chamados', {
        form: montarFormChamado(dados, fotos),
        idempotencia,
        acao: MSG_CHAMADOS.acoes.abrir,
      }),
    );
};

/** {@link criarAbrirChamado} over the site's default client. */
export const abrirChamado = criarAbrirChamado(client);

export const chamadosSite = { locatario, proprietario, abrir: abrirChamado };

/** The tenant's chamados, newest first. */
export const useChamadosLocatario = () => useRecurso(chavesChamados.locatario(), () => locatario.listar());
/** One of the tenant's chamados with its timeline; fetched only with an id. */
export const useChamadoLocatario = (id: string | undefined) =>
  useRecurso(id ? chavesChamados.locatarioUm(id) : null, () => locatario.obter(id!));
/** The chamados of the owner's properties. */
export const useChamadosProprietario = () =>
  useRecurso(chavesChamados.proprietario(), () => proprietario.listar());
