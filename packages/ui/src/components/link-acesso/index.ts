export * from './link-acesso';
export * from './acao-link-acesso';
