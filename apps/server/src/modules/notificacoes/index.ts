/** The notificacoes module's public face: what other modules and the app may use. */
export { criarNotificacoes, listarDoUsuario } from './notificacoes.repository';
export { endpointsNotificacoes } from './notificacoes.routes';
