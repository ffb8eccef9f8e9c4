import { MSG_PORTAIS_UI } from '@morada/domain';
import type { ApiClient } from '../client';
import { rotas } from '../contrato';
import { isApiError } from '../errors';

const A = MSG_PORTAIS_UI.acoes;

/** The portals' feed in the back office (admin): the properties to publish and the feed's address. */
export const portaisEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  return {
    /** GET /api/admin/portais → { urlFeed, imoveis } (each with publicarNosPortais, pendencias, noFeed). */
    listar: () => r.json('GET /api/admin/portais', { acao: A.listar }),
    /** PUT /api/admin/portais/imoveis/:id → the property; 422 with the pendências when it cannot go on. */
    publicar: (id: string, publicar: boolean) =>
      r.json('PUT /api/admin/portais/imoveis/{id}', {
        parametros: { id },
        json: { publicar },
        acao: A.publicar,
      }),
    /** POST /api/admin/portais/token → { urlFeed }: a new address; the old one answers 404 from now on. */
    gerarToken: () => r.json('POST /api/admin/portais/token', { acao: A.gerarToken }),
  };
};

/**
 * Every reason of a refusal to publish (422: one per pendência in the body's `erros`), or the
 * error's one message when the body lists none.
 */
export const mensagensDaRecusa = (e: unknown): string[] => {
  if (!isApiError(e)) return [];
  const erros = (e.corpo as { erros?: unknown } | null)?.erros;
  const lista = Array.isArray(erros)
    ? erros.flatMap((item) =>
        item && typeof item === 'object'
          ? Object.values(item as Record<string, unknown>).filter((m): m is string => typeof m === 'string')
          : [],
      )
    : [];
  return lista.length > 0 ? lista : [e.mensagem];
};
