export * from './favoritos';
