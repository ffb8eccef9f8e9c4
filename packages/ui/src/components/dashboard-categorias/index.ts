export * from './dashboard-categorias';
