export * from './admin-sidebar';
