export * from './table';
export * from './table-load-failed';
export * from './table-row-action';
export * from './table-email';
export * from './data-table';
export * from './tabela-lista';
