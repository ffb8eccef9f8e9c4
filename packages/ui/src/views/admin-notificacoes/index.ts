export * from './admin-notificacoes';
export type { Destinatario } from './enviar-notificacao';
