export * from './admin-layout';
