export * from './data-toolbar';
