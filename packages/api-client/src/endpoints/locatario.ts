import {
  ACOES_API as A,
  type Boleto,
  type LocatarioResumo,
  type Notificacao,
  type Pagamento,
} from '@morada/domain';
import type { ApiClient } from '../client';

/** The signed-in tenant's own data (DESIGN §2). */
export const locatarioEndpoints = (c: ApiClient) => ({
  /** GET /api/locatario/resumo: contract, documents, notifications, upcoming events. */
  resumo: () => c.json<LocatarioResumo>('/locatario/resumo', { acao: A.carregarLocatario }),
  /** GET /api/locatario/pagamentos → Pagamento[] (plain array). */
  pagamentos: () => c.json<Pagamento[]>('/locatario/pagamentos', { acao: A.listarPagamentos }),
  /** PATCH /api/notificacoes/:id/lida. */
  marcarLida: (id: string) =>
    c.vazio(`/notificacoes/${encodeURIComponent(id)}/lida`, { method: 'PATCH', acao: A.marcarLida }),
});

/** Billing provider calls under /api/financeiro (DESIGN §6). */
export const financeiroEndpoints = (c: ApiClient) => ({
  /** GET /api/financeiro/boletos/:customerId (the tenant's user id) → Boleto[] (plain array). */
  boletos: (customerId: string) =>
    c.json<Boleto[]>(`/financeiro/boletos/${encodeURIComponent(customerId)}`, { acao: A.listarBoletos }),
  /** GET /api/financeiro/boletos/pdf/:id → the boleto PDF. */
  boletoPdf: (id: string) =>
    c.arquivo(`/financeiro/boletos/pdf/${encodeURIComponent(id)}`, { acao: A.baixarBoleto }),
  /** GET /api/financeiro/recibos/:id → the receipt PDF of a paid boleto. */
  recibo: (id: string) =>
    c.arquivo(`/financeiro/recibos/${encodeURIComponent(id)}`, { acao: A.baixarRecibo }),
  /** POST /api/financeiro/clientes { usuarioId }: registers the tenant at the provider. */
  criarCliente: (usuarioId: string) =>
    c.json<unknown>('/financeiro/clientes', { method: 'POST', json: { usuarioId }, acao: A.criarCliente }),
  /** POST /api/financeiro/cobrancas { pagamentoId }: issues the boleto of a payment. */
  criarCobranca: (pagamentoId: string) =>
    c.json<Boleto>('/financeiro/cobrancas', { method: 'POST', json: { pagamentoId }, acao: A.criarCobranca }),
});

/** A notification sent by the agency, as the admin sees it. */
export type NotificacaoEnviada = Notificacao & { destinatario?: string; destinatarioId?: string } & Record<
    string,
    unknown
  >;
/** An e-mail of the outbox (admin). */
export type EmailEnviado = {
  id: string;
  para: string;
  assunto: string;
  criadoEm?: string;
  enviadoEm?: string | null;
} & Record<string, unknown>;

/** The signed-in user's own notifications (what the site needs). */
export const notificacoesUsuarioEndpoints = (c: ApiClient) => ({
  /** GET /api/notificacoes: the signed-in user's notifications. */
  listar: () => c.json<Notificacao[]>('/notificacoes', { acao: A.listarNotificacoes }),
  marcarLida: (id: string) =>
    c.vazio(`/notificacoes/${encodeURIComponent(id)}/lida`, { method: 'PATCH', acao: A.marcarLida }),
});

/** Notifications: the user's own, and the admin's sent list and e-mail outbox. Plain arrays. */
export const notificacoesEndpoints = (c: ApiClient) => ({
  ...notificacoesUsuarioEndpoints(c),
  /** GET /api/notificacoes/enviadas (admin). */
  enviadas: () => c.json<NotificacaoEnviada[]>('/notificacoes/enviadas', { acao: A.listarNotificacoes }),
  /** GET /api/notificacoes/emails (admin): the e-mail outbox. */
  emails: () => c.json<EmailEnviado[]>('/notificacoes/emails', { acao: A.listarEmails }),
});
