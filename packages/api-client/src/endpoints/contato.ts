import { ACOES_API as A, type ContatoFormValues } from '@morada/domain';
import type { ApiClient } from '../client';
import { rotas } from '../contrato';

/** The contact page's call. */
export const contatoPublicoEndpoints = (c: ApiClient) => ({
  /**
   * POST /api/contato (spec §7): the five fields + destinatario (the administration address),
   * origem (the site host) and timestamp (ISO). No timeout; only the success status is read.
   */
  enviarContato: (dados: ContatoFormValues, destinatario: string) =>
    rotas(c).semLerResposta('POST /api/contato', {
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
  listarMensagens: () => rotas(c).json('GET /api/contato', { acao: A.listarMensagens }),

  /** PATCH /api/contato/:id (admin): mark as handled (or not). */
  marcarTratada: (id: string, tratada = true) =>
    rotas(c).json('PATCH /api/contato/{id}', {
      parametros: { id },
      json: { tratada },
      acao: A.marcarMensagem,
    }),
});
