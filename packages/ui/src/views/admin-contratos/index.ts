export * from './admin-contratos';
