/** The auth module's public face: what other modules and the app may use. */
export { authRoutes } from './auth.routes';
export { bloqueioLoginRoutes } from './bloqueio.routes';
