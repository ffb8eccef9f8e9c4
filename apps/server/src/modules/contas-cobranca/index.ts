/**
 * The contas-cobranca module's public face: the agency's collection accounts at banks (issue 34).
 * Below pagamentos (boletos are issued on an account) and cobranca (files are imported for one).
 */
export {
  inserirConta,
  listarContas,
  listarContasAtivas,
  obterConta,
  tomarNossoNumero,
  tomarNumeroRemessa,
} from './contas.repository';
export { endpointsContasCobranca } from './contas.routes';
