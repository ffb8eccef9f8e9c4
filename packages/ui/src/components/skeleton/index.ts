export * from './skeleton';
