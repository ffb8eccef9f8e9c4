/** The contato module's public face: what other modules and the app may use. */
export { salvarMensagem, temPedidoAberto } from './contato.repository';
export { endpointsContato } from './contato.routes';
