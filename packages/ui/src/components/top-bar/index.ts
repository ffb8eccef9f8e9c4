export * from './top-bar';
