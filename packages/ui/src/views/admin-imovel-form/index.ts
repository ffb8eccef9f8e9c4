export * from './admin-imovel-form';
