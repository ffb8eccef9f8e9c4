export * from './imoveis';
