export * from './assinaturas.schema';
export * from './assinaturas.rules';
