/**
 * CNAB 240 / 400 remessa writer and retorno reader (issue 34). Pure: no I/O, no clock.
 * The fixed-width toolkit (./campos) and the layout tables stay internal to this folder.
 */
export { ArquivoCnabInvalido, RemessaCnabInvalida } from './erros';
export { gerarRemessa, gerarRemessa240, gerarRemessa400, CODIGO_MOVIMENTO_REMESSA } from './remessa';
export type {
  ContaRemessa,
  InstrucaoRemessa,
  PagadorRemessa,
  RemessaEntrada,
  TipoInstrucaoRemessa,
} from './remessa/tipos';
export { lerRetorno, conferirConta } from './retorno';
export { nossoNumeroNoArquivo, seuNumeroDoPagamento } from './remessa/numeros';
export type { ContaRetorno, OcorrenciaRetorno, RetornoCnab, TipoOcorrenciaRetorno } from './retorno/tipos';
/** A bank's retorno written from events: what a bank would send back (tests, the import benchmark, demos). */
export { montarRetorno240, montarRetorno400 } from './fixtures/montar-retorno';
export type { ContaFixture, OcorrenciaFixture } from './fixtures/montar-retorno';
