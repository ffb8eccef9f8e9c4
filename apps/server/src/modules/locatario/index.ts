/** The locatario module's public face: what other modules and the app may use. */
export { endpointsLocatario } from './locatario.routes';
