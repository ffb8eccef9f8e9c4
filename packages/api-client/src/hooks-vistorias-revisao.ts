import { MSG_VISTORIAS } from '@morada/domain';
import { mutate } from 'swr';
import type { ApiClient } from './client';
import { rotas, type CorpoDe } from './contrato';
import { client } from './default-client';
import { criarEnvioIdempotente } from './envio-idempotente';
import { vistoriasEndpoints } from './endpoints/vistorias';
import { useRecurso } from './hooks-core';

/**
 * The review of a concluded vistoria (issue 36): the tenant's laudo, acceptance and contests, and
 * the back office's answers, comparison and damages. Over the default client, so the site's slim
 * entry can export it without `api` (which carries every admin endpoint).
 */
const v = /* @__PURE__ */ vistoriasEndpoints(client);

export const chavesVistoriasRevisao = {
  /** Under 'locatario', so `invalidar('locatario')` refreshes the tenant's laudos too. */
  locatario: () => ['locatario', 'vistorias'] as const,
  admin: (id: string) => ['admin-vistoria-revisao', id] as const,
  comparacao: (id: string) => ['admin-vistoria-revisao', id, 'comparacao'] as const,
};

/** The concluded vistorias of the tenant's contracts. */
export const useVistoriasLocatario = () =>
  useRecurso(chavesVistoriasRevisao.locatario(), () => v.locatario.listar());

/**
 * Contests one item through `c` (multipart: texto + fotos). A retry of the same contest after a lost
 * answer carries the same Idempotency-Key, so the agency gets it once.
 */
export const criarContestarItem = (c: ApiClient) => {
  const envio = criarEnvioIdempotente();
  return (id: string, itemId: string, texto: string, fotos: readonly File[]) =>
    envio({ id, itemId, texto, fotos }, (idempotencia) => {
      const form = new FormData();
      form.append('texto', texto);
      for (const foto of fotos) form.append('fotos', foto);
      return rotas(c).json('POST /api/locatario/vistorias/{id}/itens/{itemId}/contestacao', {
        parametros: { id, itemId },
        form,
        idempotencia,
        acao: MSG_VISTORIAS.acoes.contestar,
      });
    });
};

/** The tenant's review calls: accept, contest, and the private photos and laudo. */
export const vistoriasRevisaoSite = {
  aceitar: (id: string) => v.locatario.aceitar(id),
  contestar: criarContestarItem(client),
  foto: (id: string, fotoId: string) => v.foto(id, fotoId),
  laudo: (id: string) => v.laudo(id),
};

/** One vistoria for the back office's review; fetched only with an id. */
export const useVistoriaRevisao = (id: string | undefined) =>
  useRecurso(id ? chavesVistoriasRevisao.admin(id) : null, () => v.obter(id ?? ''));

/** The exit vistoria against the entry one; fetched only for a concluded saída. */
export const useComparacaoVistoria = (id: string | undefined) =>
  useRecurso(id ? chavesVistoriasRevisao.comparacao(id) : null, () => v.comparar(id ?? ''));

/** The back office's review calls; each re-reads the vistoria it changed. */
export const vistoriasRevisaoAdmin = {
  responder: async (
    id: string,
    itemId: string,
    json: CorpoDe<'POST', '/api/vistorias/{id}/itens/{itemId}/contestacao/resposta'>,
  ) => {
    const vistoria = await v.responder(id, itemId, json);
    await mutate(chavesVistoriasRevisao.admin(id), vistoria, { revalidate: false });
    return vistoria;
  },
  salvarDanos: async (id: string, json: CorpoDe<'POST', '/api/vistorias/{id}/danos'>) => {
    const linhas = await v.salvarDanos(id, json);
    await mutate(chavesVistoriasRevisao.admin(id));
    return linhas;
  },
  foto: (id: string, fotoId: string) => v.foto(id, fotoId),
  laudo: (id: string) => v.laudo(id),
};
