export * from './admin-reajustes';
