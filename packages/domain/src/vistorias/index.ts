export * from './vistorias.schema';
export * from './vistorias.rules';
