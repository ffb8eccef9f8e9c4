/** The cep module's public face: what other modules and the app may use. */
export { endpointsCep } from './cep.routes';
