export * from './admin-relatorios';
export { chaveDimob, chaveInformeProprietario } from './documentos-proprietarios';
