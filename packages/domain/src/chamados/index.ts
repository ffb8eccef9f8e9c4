export * from './chamados.schema';
export * from './chamados.rules';
export * from './chamados-form.schema';
