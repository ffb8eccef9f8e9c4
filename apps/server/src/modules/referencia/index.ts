/** The referencia module's public face: what other modules and the app may use. */
export { endpointsReferencia } from './referencia.routes';
