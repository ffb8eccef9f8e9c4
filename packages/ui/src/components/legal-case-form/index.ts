export * from './legal-case-form';
