export * from './admin-dashboard';
