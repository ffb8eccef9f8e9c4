export * from './vistoria-editor';
export * from './vistorias-contrato';
export { chaveRascunhoVistoria } from './rascunho-vistoria';
export type { SituacaoItem } from './item-vistoria';
