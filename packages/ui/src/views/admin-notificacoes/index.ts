export * from './admin-notificacoes';
