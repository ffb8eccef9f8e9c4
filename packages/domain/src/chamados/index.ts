export * from './chamados.schema';
export * from './chamados.rules';
