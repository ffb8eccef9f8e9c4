export * from './locatario';
