import {
  ACOES_API as A,
  MSG_FINANCEIRO,
  type Anuncio,
  type Contrato,
  type JanelaVencimento,
  type ContratoEntrada,
  type ContratoSalvo,
  type PagarEntrada,
  type Pagamento,
  type ValorDevido,
} from '@morada/domain';
import { todasAsPaginas } from './todas-paginas';
import type { ApiClient } from '../client';

const caminho = (id: string) => `/contratos/${encodeURIComponent(id)}`;

/** Contracts, their payments, rental listings and payment actions. Lists are plain arrays. */
export const contratosEndpoints = (c: ApiClient) => ({
  /**
   * GET /api/contratos → Contrato[] (plain array; optional busca/status filters; vencendoEm lists
   * active contracts ending within 30, 60 or 90 days).
   */
  listar: (filtro: { busca?: string; status?: string; vencendoEm?: JanelaVencimento } = {}) =>
    todasAsPaginas<Contrato>(c, '/contratos', { query: filtro, acao: A.listarContratos }),
  /** GET /api/contratos with the same filters plus pagina/limite → { dados, total } (one page). */
  pagina: (
    filtro: {
      busca?: string;
      status?: string;
      vencendoEm?: JanelaVencimento;
      pagina?: number;
      limite?: number;
    } = {},
  ) => c.lista<Contrato>('/contratos', { query: filtro, acao: A.listarContratos }),
  /** GET /api/contratos/:id. */
  obter: (id: string) => c.json<Contrato>(caminho(id), { acao: A.obterContrato }),
  /** POST /api/contratos. */
  criar: (dados: ContratoEntrada) =>
    c.json<ContratoSalvo>('/contratos', { method: 'POST', json: dados, acao: A.salvarContrato }),
  /** PUT /api/contratos/:id. */
  atualizar: (id: string, dados: ContratoEntrada) =>
    c.json<ContratoSalvo>(caminho(id), { method: 'PUT', json: dados, acao: A.salvarContrato }),
  /** DELETE /api/contratos/:id. */
  excluir: (id: string) => c.vazio(caminho(id), { method: 'DELETE', acao: A.excluirContrato }),
  /** POST /api/contratos/:id/gerar-pagamentos { meses } → the created payments. */
  gerarPagamentos: (id: string, meses = 12) =>
    c.json<Pagamento[]>(`${caminho(id)}/gerar-pagamentos`, {
      method: 'POST',
      json: { meses },
      acao: A.gerarPagamentos,
    }),
  /** GET /api/contratos/:id/pagamentos → Pagamento[] (plain array). */
  pagamentos: (id: string) => c.json<Pagamento[]>(`${caminho(id)}/pagamentos`, { acao: A.listarPagamentos }),
  /** POST /api/contratos/:id/enviar-cobranca { pagamentoId? } (the next open payment when omitted). */
  enviarCobranca: (id: string, pagamentoId?: string) =>
    c.json<unknown>(`${caminho(id)}/enviar-cobranca`, {
      method: 'POST',
      json: pagamentoId ? { pagamentoId } : {},
      acao: A.enviarCobranca,
    }),
});

/** GET /api/anuncios → Anuncio[] (plain array); the contract screen keeps statusAnuncio 'Disponível'. */
export const anunciosEndpoints = (c: ApiClient) => ({
  listar: () => c.json<Anuncio[]>('/anuncios', { acao: A.listarAnuncios }),
});

const caminhoPagamento = (id: string) => `/pagamentos/${encodeURIComponent(id)}`;

/** Payment actions. */
export const pagamentosEndpoints = (c: ApiClient) => ({
  /**
   * PATCH /api/pagamentos/:id/pagar { dataPagamento: 'YYYY-MM-DD', valorRecebido (reais), meio }
   * → the updated payment (partial while valorRecebido is below what is due on that date).
   */
  pagar: (id: string, dados: PagarEntrada) =>
    c.json<Pagamento>(`${caminhoPagamento(id)}/pagar`, { method: 'PATCH', json: dados, acao: A.pagar }),
  /** GET /api/pagamentos/:id/devido?data=YYYY-MM-DD → what settles the payment on that date. */
  devido: (id: string, data: string) =>
    c.json<ValorDevido>(`${caminhoPagamento(id)}/devido`, {
      query: { data },
      acao: MSG_FINANCEIRO.acoesApi.calcularDevido,
    }),
  /** POST /api/pagamentos/:id/lembrete: due-date reminder to the tenant. */
  lembrete: (id: string) =>
    c.json<unknown>(`${caminhoPagamento(id)}/lembrete`, { method: 'POST', acao: A.lembrete }),
});
