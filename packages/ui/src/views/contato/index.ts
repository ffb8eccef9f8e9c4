export * from './contato';
