export * from './proprietario';
export { chaveComprovante, chaveContrato, chaveExtrato, chaveInforme } from './botao-download';
