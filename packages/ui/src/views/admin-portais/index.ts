export * from './admin-portais';
