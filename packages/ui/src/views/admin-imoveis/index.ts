export * from './admin-imoveis';
