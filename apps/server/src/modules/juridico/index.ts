/** The juridico module's public face: what other modules and the app may use. */
export { caminhoDownload, listarDocumentosDoContrato } from './juridico.repository';
export { endpointsJuridico } from './juridico.routes';
