/** The relatorios module's public face: what other modules and the app may use. */
export { devidoEmAtrasoPorMes, principalAberto, receitaPorMes } from './relatorios.repository';
export { endpointsRelatorios } from './relatorios.routes';
