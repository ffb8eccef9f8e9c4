export * from './abrir-chamado-form';
export * from './chamados-lista';
export * from './chamado-detalhe';
export * from './chamados-proprietario';
export { comprimirFoto, dimensoesReduzidas } from './comprimir-foto';
export { apagarRascunho, CHAVE_RASCUNHO_CHAMADO } from './rascunho-chamado';
export * from './partes';
