export * from './imovel-detalhe';
