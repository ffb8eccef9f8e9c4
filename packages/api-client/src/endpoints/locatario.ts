import { ACOES_API as A } from '@morada/domain';
import type { ApiClient } from '../client';
import { rotas, type Consulta } from '../contrato';

/** The signed-in tenant's own data (DESIGN §2). */
export const locatarioEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  return {
    /** GET /api/locatario/resumo: contract, documents, notifications, upcoming events. */
    resumo: () => r.json('GET /api/locatario/resumo', { acao: A.carregarLocatario }),
    /** GET /api/locatario/pagamentos → Pagamento[] (plain array). */
    pagamentos: () => r.json('GET /api/locatario/pagamentos', { acao: A.listarPagamentos }),
    /** GET /api/locatario/acerto: the rescisão's charge and amount to receive (null without one). */
    acerto: () => r.json('GET /api/locatario/acerto', { acao: A.carregarAcertoLocatario }),
    /** PATCH /api/notificacoes/:id/lida. */
    marcarLida: (id: string) =>
      r.json('PATCH /api/notificacoes/{id}/lida', { parametros: { id }, acao: A.marcarLida }),
  };
};

/** Billing provider calls under /api/financeiro (DESIGN §6). */
export const financeiroEndpoints = (c: ApiClient) => {
  const r = rotas(c);
  return {
    /** GET /api/financeiro/boletos/:customerId (the tenant's user id) → Boleto[] (plain array). */
    boletos: (customerId: string) =>
      r.json('GET /api/financeiro/boletos/{customerId}', {
        parametros: { customerId },
        acao: A.listarBoletos,
      }),
    /** GET /api/financeiro/boletos/pdf/:id → the boleto PDF. */
    boletoPdf: (id: string) =>
      r.arquivo('GET /api/financeiro/boletos/pdf/{id}', { parametros: { id }, acao: A.baixarBoleto }),
    /** GET /api/financeiro/recibos/:id → the receipt PDF of a paid boleto. */
    recibo: (id: string) =>
      r.arquivo('GET /api/financeiro/recibos/{id}', { parametros: { id }, acao: A.baixarRecibo }),
    /** POST /api/financeiro/clientes { usuarioId }: registers the tenant at the provider. */
    criarCliente: (usuarioId: string) =>
      r.json('POST /api/financeiro/clientes', { json: { usuarioId }, acao: A.criarCliente }),
    /** POST /api/financeiro/cobrancas { pagamentoId }: issues the boleto of a payment. */
    criarCobranca: (pagamentoId: string) =>
      r.json('POST /api/financeiro/cobrancas', { json: { pagamentoId }, acao: A.criarCobranca }),
  };
};

/** The signed-in user's own notifications (what the site needs). */
export const notificacoesUsuarioEndpoints = (c: ApiClient) => ({
  /** GET /api/notificacoes: the signed-in user's notifications. */
  listar: () => rotas(c).json('GET /api/notificacoes', { acao: A.listarNotificacoes }),
  marcarLida: (id: string) =>
    rotas(c).json('PATCH /api/notificacoes/{id}/lida', { parametros: { id }, acao: A.marcarLida }),
});

/** Notifications: the user's own, and the admin's sent list and e-mail outbox. Plain arrays. */
export const notificacoesEndpoints = (c: ApiClient) => ({
  ...notificacoesUsuarioEndpoints(c),
  /** GET /api/notificacoes/enviadas (admin). */
  enviadas: (pagina: Consulta<'GET /api/notificacoes/enviadas'> = {}) =>
    rotas(c).json('GET /api/notificacoes/enviadas', { query: pagina, acao: A.listarNotificacoes }),
  /** GET /api/notificacoes/emails (admin): the e-mail outbox. */
  emails: (pagina: Consulta<'GET /api/notificacoes/emails'> = {}) =>
    rotas(c).json('GET /api/notificacoes/emails', { query: pagina, acao: A.listarEmails }),
});
