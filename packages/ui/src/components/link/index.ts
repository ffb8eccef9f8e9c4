export * from './link';
export * from './rotas';
