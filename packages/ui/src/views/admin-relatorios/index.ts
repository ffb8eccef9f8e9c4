export * from './admin-relatorios';
