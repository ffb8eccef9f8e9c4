import { ACOES_API as A, MSG_FINANCEIRO } from '@morada/domain';
import type { ApiClient } from '../client';
import { rotas, type Consulta, type Corpo } from '../contrato';
import { todasAsPaginas } from './todas-paginas';

/** The contract list's search, status, expiry window and page (GET /api/contratos). */
export type FiltroContratos = Consulta<'GET /api/contratos'>;

/** Contracts, their payments, rental listings and payment actions. Lists are plain arrays. */
export const contratosEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  return {
    /**
     * GET /api/contratos → Contrato[] (every page; optional busca/status filters; vencendoEm lists
     * active contracts ending within 30, 60 or 90 days).
     */
    listar: (filtro: Omit<FiltroContratos, 'pagina' | 'limite'> = {}) =>
      todasAsPaginas(c, 'GET /api/contratos', { query: filtro, acao: A.listarContratos }),
    /** GET /api/contratos with the same filters plus pagina/limite → { dados, total } (one page). */
    pagina: (filtro: FiltroContratos = {}) =>
      r.lista('GET /api/contratos', { query: filtro, acao: A.listarContratos }),
    /** GET /api/contratos/:id. */
    obter: (id: string) => r.json('GET /api/contratos/{id}', { parametros: { id }, acao: A.obterContrato }),
    /** POST /api/contratos. */
    criar: (dados: Corpo<'POST /api/contratos'>) =>
      r.json('POST /api/contratos', { json: dados, acao: A.salvarContrato }),
    /** PUT /api/contratos/:id. */
    atualizar: (id: string, dados: Corpo<'PUT /api/contratos/{id}'>) =>
      r.json('PUT /api/contratos/{id}', { parametros: { id }, json: dados, acao: A.salvarContrato }),
    /** DELETE /api/contratos/:id. */
    excluir: (id: string) =>
      r.vazio('DELETE /api/contratos/{id}', { parametros: { id }, acao: A.excluirContrato }),
    /** POST /api/contratos/:id/gerar-pagamentos { meses } → the created payments. */
    gerarPagamentos: (id: string, meses = 12) =>
      r.json('POST /api/contratos/{id}/gerar-pagamentos', {
        parametros: { id },
        json: { meses },
        acao: A.gerarPagamentos,
      }),
    /** GET /api/contratos/:id/pagamentos → Pagamento[] (plain array). */
    pagamentos: (id: string) =>
      r.json('GET /api/contratos/{id}/pagamentos', { parametros: { id }, acao: A.listarPagamentos }),
    /** POST /api/contratos/:id/enviar-cobranca { pagamentoId? } (the next open payment when omitted). */
    enviarCobranca: (id: string, pagamentoId?: string) =>
      r.json('POST /api/contratos/{id}/enviar-cobranca', {
        parametros: { id },
        json: pagamentoId ? { pagamentoId } : {},
        acao: A.enviarCobranca,
      }),
  };
};

/** GET /api/anuncios → Anuncio[] (plain array); the contract screen keeps statusAnuncio 'Disponível'. */
export const anunciosEndpoints = (c: ApiClient) => ({
  listar: () => rotas(c).json('GET /api/anuncios', { acao: A.listarAnuncios }),
});

/** Payment actions. */
export const pagamentosEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  return {
    /**
     * PATCH /api/pagamentos/:id/pagar { dataPagamento: 'YYYY-MM-DD', valorRecebido (reais), meio }
     * → the updated payment (partial while valorRecebido is below what is due on that date).
     * `idempotencia`: the submission's Idempotency-Key (a repeat of it is answered, not booked again).
     */
    pagar: (id: string, dados: Corpo<'PATCH /api/pagamentos/{id}/pagar'>, idempotencia?: string) =>
      r.json('PATCH /api/pagamentos/{id}/pagar', {
        parametros: { id },
        json: dados,
        acao: A.pagar,
        idempotencia,
      }),
    /** GET /api/pagamentos/:id/devido?data=YYYY-MM-DD → what settles the payment on that date. */
    devido: (id: string, data: string) =>
      r.json('GET /api/pagamentos/{id}/devido', {
        parametros: { id },
        query: { data },
        acao: MSG_FINANCEIRO.acoesApi.calcularDevido,
      }),
    /** POST /api/pagamentos/:id/lembrete: due-date reminder to the tenant. */
    lembrete: (id: string) =>
      r.json('POST /api/pagamentos/{id}/lembrete', { parametros: { id }, acao: A.lembrete }),
  };
};
