import { MSG_VISTORIAS } from '@morada/domain';
import type { ApiClient } from '../client';
import { rotas, type CorpoDe } from '../contrato';

const A = MSG_VISTORIAS.acoes;

/**
 * Vistorias (issue 36): the inspector's small, repeatable saves from a phone, the tenant's review
 * and the back office's comparison and damages.
 */
export const vistoriasEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  const doItem = (id: string, itemId: string) => ({ id, itemId });
  return {
    /** POST /api/vistorias { contratoId, tipo } → the new vistoria (template rooms, or the entrada's). */
    iniciar: (json: CorpoDe<'POST', '/api/vistorias'>) =>
      r.json('POST /api/vistorias', { json, acao: A.iniciar }),
    /** GET /api/vistorias?contratoId= → the contract's vistorias. */
    listar: (contratoId: string) => r.json('GET /api/vistorias', { query: { contratoId }, acao: A.listar }),
    obter: (id: string) => r.json('GET /api/vistorias/{id}', { parametros: { id }, acao: A.obter }),
    /** PUT /api/vistorias/:id/ambientes: rooms and items as listed (add, rename, reorder, remove). */
    salvarAmbientes: (id: string, json: CorpoDe<'PUT', '/api/vistorias/{id}/ambientes'>) =>
      r.json('PUT /api/vistorias/{id}/ambientes', { parametros: { id }, json, acao: A.salvarAmbientes }),
    /** PUT /api/vistorias/:id/itens/:itemId { estado, observacao } → the item (repeatable). */
    salvarItem: (id: string, itemId: string, json: CorpoDe<'PUT', '/api/vistorias/{id}/itens/{itemId}'>) =>
      r.json('PUT /api/vistorias/{id}/itens/{itemId}', {
        parametros: doItem(id, itemId),
        json,
        acao: A.salvarItem,
      }),
    /**
     * POST /api/vistorias/:id/itens/:itemId/fotos (multipart `fotos`) → the item. `idempotencia`:
     * one key per batch, the same on its resend, so a retried upload never doubles the photos.
     */
    enviarFotos: (id: string, itemId: string, form: FormData, idempotencia?: string) =>
      r.json('POST /api/vistorias/{id}/itens/{itemId}/fotos', {
        parametros: doItem(id, itemId),
        form,
        acao: A.enviarFotos,
        idempotencia,
      }),
    /** GET /api/vistorias/:id/fotos/:fotoId → the JPEG (private). */
    foto: (id: string, fotoId: string) =>
      r.arquivo('GET /api/vistorias/{id}/fotos/{fotoId}', { parametros: { id, fotoId }, acao: A.obter }),
    apagarFoto: (id: string, fotoId: string) =>
      r.vazio('DELETE /api/vistorias/{id}/fotos/{fotoId}', {
        parametros: { id, fotoId },
        acao: A.apagarFoto,
      }),
    salvarMedidoresChaves: (id: string, json: CorpoDe<'PUT', '/api/vistorias/{id}/medidores-chaves'>) =>
      r.json('PUT /api/vistorias/{id}/medidores-chaves', {
        parametros: { id },
        json,
        acao: A.salvarMedidores,
      }),
    /** POST /api/vistorias/:id/conclusao → em revisão, with the laudo. */
    concluir: (id: string) =>
      r.json('POST /api/vistorias/{id}/conclusao', { parametros: { id }, acao: A.concluir }),
    /** GET /api/vistorias/:id/laudo.pdf (inspectors and the contract's parties). */
    laudo: (id: string) =>
      r.arquivo('GET /api/vistorias/{id}/laudo.pdf', { parametros: { id }, acao: A.obter }),
    /** GET /api/vistorias/:id/comparacao → the exit vistoria against the entry one. */
    comparar: (id: string) =>
      r.json('GET /api/vistorias/{id}/comparacao', { parametros: { id }, acao: A.comparar }),
    /** POST /api/vistorias/:id/danos { itens } → the settlement's lines. */
    salvarDanos: (id: string, json: CorpoDe<'POST', '/api/vistorias/{id}/danos'>) =>
      r.json('POST /api/vistorias/{id}/danos', { parametros: { id }, json, acao: A.salvarDanos }),
    /** POST /api/vistorias/:id/itens/:itemId/contestacao/resposta { texto, aceitar }. */
    responder: (
      id: string,
      itemId: string,
      json: CorpoDe<'POST', '/api/vistorias/{id}/itens/{itemId}/contestacao/resposta'>,
    ) =>
      r.json('POST /api/vistorias/{id}/itens/{itemId}/contestacao/resposta', {
        parametros: doItem(id, itemId),
        json,
        acao: A.responder,
      }),
    locatario: {
      /** GET /api/locatario/vistorias → his contract's concluded vistorias. */
      listar: () => r.json('GET /api/locatario/vistorias', { acao: A.listar }),
      aceitar: (id: string) =>
        r.json('POST /api/locatario/vistorias/{id}/aceite', { parametros: { id }, acao: A.aceitar }),
      /** POST …/itens/:itemId/contestacao (multipart: texto + fotos). */
      contestar: (id: string, itemId: string, form: FormData) =>
        r.json('POST /api/locatario/vistorias/{id}/itens/{itemId}/contestacao', {
          parametros: doItem(id, itemId),
          form,
          acao: A.contestar,
        }),
    },
  };
};
