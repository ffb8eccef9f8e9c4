export * from './table';
export * from './table-load-failed';
