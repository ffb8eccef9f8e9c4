export * from './label';
