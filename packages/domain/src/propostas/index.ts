export * from './propostas.rules';
export * from './propostas.schema';
export * from './comissoes.schema';
