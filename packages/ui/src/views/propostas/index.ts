export * from './propostas-view';
export * from './proposta-detalhe-view';
export * from './admin-proposta-detalhe-view';
export * from './proposta-form';
export * from './comissoes-view';
export * from './comissoes-config-form';
export * from './admin-comissoes-view';
export { StatusPropostaBadge } from './selos';
export type { EnvioDocumento } from './documentos-form';
