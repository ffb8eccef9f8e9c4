import { MSG_PROPOSTAS_ACOES } from '@morada/domain';
import type { ApiClient } from '../client';
import { rotas, type Consulta, type Corpo } from '../contrato';

const A = MSG_PROPOSTAS_ACOES;

/** GET /api/propostas filters: status, tipo, corretorId (admin), pagina, limite. */
export type FiltroPropostas = Consulta<'GET /api/propostas'>;
/** GET /api/comissoes filters: corretorId (admin), de, ate (AAAA-MM). */
export type FiltroComissoes = Consulta<'GET /api/comissoes'>;

/** The corretor's proposals and commissions (his own; the admin's, all): the site's and the back office's. */
export const propostasEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  const doc = (id: string, docId: string) => ({ parametros: { id, docId } });
  return {
    /** GET /api/propostas → { dados, total } (one page; total from X-Total-Count). */
    pagina: (filtro: FiltroPropostas = {}) =>
      r.lista('GET /api/propostas', { query: filtro, acao: A.listar }),
    /** GET /api/propostas/:id (404 for another corretor's). */
    obter: (id: string) => r.json('GET /api/propostas/{id}', { parametros: { id }, acao: A.obter }),
    /** POST /api/propostas: a draft from one of his leads. */
    criar: (dados: Corpo<'POST /api/propostas'>) =>
      r.json('POST /api/propostas', { json: dados, acao: A.criar }),
    /** PUT /api/propostas/:id: the draft's ficha or purchase terms (409 once sent). */
    editar: (id: string, dados: Corpo<'PUT /api/propostas/{id}'>) =>
      r.json('PUT /api/propostas/{id}', { parametros: { id }, json: dados, acao: A.editar }),
    /** POST /api/propostas/:id/documentos: form with `categoria` and the file in `arquivo` (PDF or JPEG). */
    anexar: (id: string, form: FormData) =>
      r.json('POST /api/propostas/{id}/documentos', { parametros: { id }, form, acao: A.anexar }),
    /** GET /api/propostas/:id/documentos/:docId → the file (private). */
    baixarDocumento: (id: string, docId: string) =>
      r.arquivo('GET /api/propostas/{id}/documentos/{docId}', { ...doc(id, docId), acao: A.baixar }),
    /** DELETE /api/propostas/:id/documentos/:docId → the proposal without it. */
    removerDocumento: (id: string, docId: string) =>
      r.json('DELETE /api/propostas/{id}/documentos/{docId}', { ...doc(id, docId), acao: A.remover }),
    /** POST /api/propostas/:id/envio → the sent proposal (400 with each missing field). */
    enviar: (id: string) => r.json('POST /api/propostas/{id}/envio', { parametros: { id }, acao: A.enviar }),
    /** POST /api/propostas/:id/cancelamento → the cancelled proposal (409 once decided). */
    cancelar: (id: string, motivo?: string) =>
      r.json('POST /api/propostas/{id}/cancelamento', {
        parametros: { id },
        json: motivo ? { motivo } : {},
        acao: A.cancelar,
      }),
    /** GET /api/comissoes → { itens, totalCentavos, porMes }. */
    comissoes: (filtro: FiltroComissoes = {}) =>
      r.json('GET /api/comissoes', { query: filtro, acao: A.comissoes }),
  };
};

/** The back office's part: the decision and the commission settings. */
export const propostasAdminEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  return {
    ...propostasEndpoints(c),
    /** POST /api/admin/propostas/:id/aprovacao → { proposta, contrato (with the invitation), comissoes }. */
    aprovar: (id: string, dados: Corpo<'POST /api/admin/propostas/{id}/aprovacao'> = {}) =>
      r.json('POST /api/admin/propostas/{id}/aprovacao', {
        parametros: { id },
        json: dados,
        acao: A.aprovar,
      }),
    /** POST /api/admin/propostas/:id/recusa { motivo }. */
    recusar: (id: string, motivo: string) =>
      r.json('POST /api/admin/propostas/{id}/recusa', {
        parametros: { id },
        json: { motivo },
        acao: A.recusar,
      }),
    /** GET /api/admin/comissoes/configuracao. */
    configuracaoComissoes: () => r.json('GET /api/admin/comissoes/configuracao', { acao: A.configuracao }),
    /** PUT /api/admin/comissoes/configuracao (the split adds up to 100). */
    salvarConfiguracaoComissoes: (dados: Corpo<'PUT /api/admin/comissoes/configuracao'>) =>
      r.json('PUT /api/admin/comissoes/configuracao', { json: dados, acao: A.salvarConfiguracao }),
  };
};
