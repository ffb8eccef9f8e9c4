import { ACOES_API as A, type ContatoFormValues, type MensagemContato } from '@morada/domain';
import type { ApiClient } from '../client';

/** The contact page's call. */
export const contatoPublicoEndpoints = (c: ApiClient) => ({
  /**
   * POST /api/contato (spec §7): the five fields + destinatario (the administration address),
   * origem (the site host) and timestamp (ISO). No timeout; only the success status is read.
   */
  enviarContato: (dados: ContatoFormValues, destinatario: string) =>
    c.vazio('/contato', {
      method: 'POST',
      json: {
        nome: dados.nome,
        email: dados.email,
        telefone: dados.telefone,
        assunto: dados.assunto,
        mensagem: dados.mensagem,
        destinatario,
        origem: (globalThis as { location?: { host?: string } }).location?.host ?? '',
        timestamp: new Date().toISOString(),
      },
      semTimeout: true,
      acao: A.enviarContato,
    }),
});

/** The contact page's call plus the admin inbox. */
export const contatoEndpoints = (c: ApiClient) => ({
  ...contatoPublicoEndpoints(c),
  /** GET /api/contato (admin): received messages, newest first. Plain array. */
  listarMensagens: (filtro: { tratada?: boolean } = {}) =>
    c.json<MensagemContato[]>('/contato', { query: filtro, acao: A.listarMensagens }),

  /** PATCH /api/contato/:id (admin): mark as handled (or not). */
  marcarTratada: (id: string, tratada = true) =>
    c.json<MensagemContato>(`/contato/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      json: { tratada },
      acao: A.marcarMensagem,
    }),
});
