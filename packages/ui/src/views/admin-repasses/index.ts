export * from './admin-repasses';
