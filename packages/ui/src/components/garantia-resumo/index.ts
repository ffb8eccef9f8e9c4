export * from './garantia-resumo';
