export * from './alert-dialog';
