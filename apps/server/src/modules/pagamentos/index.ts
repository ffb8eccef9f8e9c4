/** The pagamentos module's public face: what other modules and the app may use. */
export { getBillingProvider } from './boletos/billing';
export type { BillingProvider } from './boletos/provedor';
export { cidadeDoEndereco } from './boletos/local-provider';
export { cancelarBoletos, reemitirBoletos } from './boletos/reemissao';
export { colunasComposicao, inserirPagamentoPendente, SEM_BOLETO } from './contrato-pagamentos.repository';
export { endpointsFinanceiro } from './financeiro.routes';
export { esquecerBoleto, pagamentoDoProvedor } from './financeiro.repository';
export {
  composicaoDe,
  listarAbertosAVencer,
  listarAbertosComPagador,
  listarAbertosVencidos,
  listarPorContrato,
  listarPorInquilino,
  marcarCobranca,
  obterPagamento,
  paraPagamento,
  principalRecebido,
  proximaSequencia,
  situacaoEm,
} from './pagamentos.repository';
export type { PagamentoLivro } from './pagamentos.repository';
export { endpointsPagamentos } from './pagamentos.routes';
export {
  cobradoHoje,
  cobrancaRepetida,
  enviarAvisos,
  gerarPagamentos,
  listarAtrasados,
  obterContratoParaCobrar,
  valorDevido,
} from './pagamentos.service';
export {
  desfazerRecebimento,
  lancarRecebimento,
  registrarRecebimento,
  type EntradaRecebimento,
  type RecebimentoLancado,
} from './recebimentos.service';
export {
  boletosARegistrar,
  boletosDaConta,
  contarBoletosARegistrar,
  marcarEnviados,
  marcarRegistro,
  type BoletoARegistrar,
  type RegistroBoleto,
} from './registro-boleto.repository';
