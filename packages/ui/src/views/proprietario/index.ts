export * from './proprietario';
export { chaveExtrato, chaveInforme } from './botao-download';
