/** The configuracoes module's public face: what other modules and the app may use. */
export {
  CONFIGURACAO_PADRAO,
  diaDaAgencia,
  getConfiguracao,
  saveConfiguracao,
} from './configuracoes.repository';
export { endpointsConfiguracoes } from './configuracoes.routes';
