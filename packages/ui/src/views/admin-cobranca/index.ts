export * from './contas-cobranca';
export * from './conta-cobranca-form';
export * from './remessas-dialog';
