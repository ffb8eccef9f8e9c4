/** The proprietario module's public face: what other modules and the app may use. */
export { endpointsProprietario } from './proprietario.routes';
