export * from './admin-usuarios';
