export * from './proprietario';
export { chaveComprovante, chaveExtrato, chaveInforme } from './botao-download';
