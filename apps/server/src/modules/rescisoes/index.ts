/** The rescisoes module's public face: what other modules and the app may use. */
export { obterRescisao } from './rescisoes.repository';
export { endpointsRescisoes } from './rescisoes.routes';
export { paraRescisao } from './rescisoes.service';
export { gerarTermoRescisaoPdf } from './termo-pdf';
