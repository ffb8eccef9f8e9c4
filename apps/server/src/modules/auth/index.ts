/** The auth module's public face: what other modules and the app may use. */
export { endpointsAuth } from './auth.routes';
export { endpointsBloqueioLogin } from './bloqueio.routes';
