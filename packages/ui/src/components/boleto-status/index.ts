export * from './boleto-status';
