export * from './admin-usuario-novo';
