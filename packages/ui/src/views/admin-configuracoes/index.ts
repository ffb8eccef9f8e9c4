export * from './admin-configuracoes';
