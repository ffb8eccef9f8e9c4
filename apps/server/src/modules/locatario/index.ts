/** The locatario module's public face: what other modules and the app may use. */
export { locatarioRoutes } from './locatario.routes';
