/** The aditivos module's public face: what other modules and the app may use. */
export { endpointsAditivos } from './aditivos.routes';
export { gerarTermoAditivoPdf } from './termo-aditivo-pdf';
