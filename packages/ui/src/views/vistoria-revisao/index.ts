export * from './laudo-revisao';
export * from './vistorias-locatario';
export * from './revisao-admin';
export type { LerFoto } from './fotos-privadas';
export { comprimirFoto } from '../chamados/comprimir-foto';
