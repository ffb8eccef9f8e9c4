export * from './alterar-senha';
