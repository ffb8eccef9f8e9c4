export * from './contract-form';
