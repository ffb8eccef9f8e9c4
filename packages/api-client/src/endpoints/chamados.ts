import { MSG_CHAMADOS } from '@morada/domain';
import type { ApiClient } from '../client';
import { rotas, type ConsultaDe, type CorpoDe } from '../contrato';

const A = MSG_CHAMADOS.acoes;

/** Maintenance requests (issue 36): the tenant's, the owner's and the back office's calls. */
export const chamadosEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  return {
    /**
     * GET /api/chamados/:id/fotos/:fotoId → the JPEG (private: the tenant, the owner, admins). The
     * screens show it by the URL the chamado carries; this call is for a download in code.
     */
    foto: (id: string, fotoId: string) =>
      r.arquivo('GET /api/chamados/{id}/fotos/{fotoId}', { parametros: { id, fotoId }, acao: A.obter }),
    locatario: {
      /** POST /api/locatario/chamados (multipart: categoria, descricao, urgencia, fotos) → the chamado. */
      abrir: (form: FormData) => r.json('POST /api/locatario/chamados', { form, acao: A.abrir }),
      /** GET /api/locatario/chamados → his chamados, newest first. */
      listar: () => r.json('GET /api/locatario/chamados', { acao: A.listar }),
      /** GET /api/locatario/chamados/:id → one of his, with its timeline. */
      obter: (id: string) =>
        r.json('GET /api/locatario/chamados/{id}', { parametros: { id }, acao: A.obter }),
    },
    proprietario: {
      /** GET /api/proprietario/chamados → his properties' chamados. */
      listar: () => r.json('GET /api/proprietario/chamados', { acao: A.listar }),
      /** GET /api/proprietario/chamados/:id/comprovante → the receipt, when the cost went to him. */
      comprovante: (id: string) =>
        r.arquivo('GET /api/proprietario/chamados/{id}/comprovante', {
          parametros: { id },
          acao: A.baixarComprovante,
        }),
      /** POST /api/proprietario/chamados/:id/aprovacao { aprovar, motivo? } → the chamado. */
      responder: (id: string, json: CorpoDe<'POST', '/api/proprietario/chamados/{id}/aprovacao'>) =>
        r.json('POST /api/proprietario/chamados/{id}/aprovacao', {
          parametros: { id },
          json,
          acao: A.aprovar,
        }),
    },
    admin: {
      /** GET /api/admin/chamados?status=&urgencia=&imovelId=&pagina=&limite= → one page and the total. */
      pagina: (query: ConsultaDe<'GET', '/api/admin/chamados'> = {}) =>
        r.lista('GET /api/admin/chamados', { query, acao: A.listar }),
      obter: (id: string) => r.json('GET /api/admin/chamados/{id}', { parametros: { id }, acao: A.obter }),
      /** PATCH /api/admin/chamados/:id: the triage (a value above the limit asks the owner). */
      triar: (id: string, json: CorpoDe<'PATCH', '/api/admin/chamados/{id}'>) =>
        r.json('PATCH /api/admin/chamados/{id}', { parametros: { id }, json, acao: A.triar }),
      /** POST /api/admin/chamados/:id/conclusao (multipart: arquivo = the receipt, observacao?). */
      concluir: (id: string, form: FormData) =>
        r.json('POST /api/admin/chamados/{id}/conclusao', { parametros: { id }, form, acao: A.concluir }),
      /** GET /api/admin/chamados/:id/comprovante → the receipt file (private, never cached). */
      comprovante: (id: string) =>
        r.arquivo('GET /api/admin/chamados/{id}/comprovante', {
          parametros: { id },
          acao: A.baixarComprovante,
        }),
      /** POST /api/admin/chamados/:id/inicio: "Iniciar execução". */
      iniciar: (id: string) =>
        r.json('POST /api/admin/chamados/{id}/inicio', { parametros: { id }, acao: A.iniciar }),
      /** GET /api/admin/limite-aprovacao → the agency's approval limit. */
      limite: () => r.json('GET /api/admin/limite-aprovacao', { acao: A.lerLimite }),
      /** PUT /api/admin/limite-aprovacao { limiteCentavos }. */
      salvarLimite: (limiteCentavos: number) =>
        r.json('PUT /api/admin/limite-aprovacao', { json: { limiteCentavos }, acao: A.salvarLimite }),
      /** GET /api/admin/imoveis/:id/limite-aprovacao → its own limit (null: none) and the agency's. */
      limiteDoImovel: (id: string) =>
        r.json('GET /api/admin/imoveis/{id}/limite-aprovacao', { parametros: { id }, acao: A.lerLimite }),
      /** PUT /api/admin/imoveis/:id/limite-aprovacao { limiteCentavos | null }: null follows the agency's. */
      salvarLimiteDoImovel: (id: string, limiteCentavos: number | null) =>
        r.json('PUT /api/admin/imoveis/{id}/limite-aprovacao', {
          parametros: { id },
          json: { limiteCentavos },
          acao: A.salvarLimite,
        }),
      cancelar: (id: string, motivo: string) =>
        r.json('POST /api/admin/chamados/{id}/cancelamento', {
          parametros: { id },
          json: { motivo },
          acao: A.cancelar,
        }),
    },
    prestadores: {
      listar: () => r.json('GET /api/admin/prestadores', { acao: A.listarPrestadores }),
      criar: (json: CorpoDe<'POST', '/api/admin/prestadores'>) =>
        r.json('POST /api/admin/prestadores', { json, acao: A.salvarPrestador }),
      salvar: (id: string, json: CorpoDe<'PUT', '/api/admin/prestadores/{id}'>) =>
        r.json('PUT /api/admin/prestadores/{id}', { parametros: { id }, json, acao: A.salvarPrestador }),
      /** DELETE: one that served chamados is deactivated instead. */
      excluir: (id: string) =>
        r.vazio('DELETE /api/admin/prestadores/{id}', { parametros: { id }, acao: A.excluirPrestador }),
    },
  };
};
