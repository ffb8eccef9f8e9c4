export * from './legal-document-form';
