export * from './garantia-form';
