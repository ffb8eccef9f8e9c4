export * from './admin-juridico';
