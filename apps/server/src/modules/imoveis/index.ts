/** The imoveis module's public face: what other modules and the app may use. */
export { CACHE_IMOVEIS_CONFERIR_MS } from './imoveis.cache';
export { criarImovel, rowParaImovel } from './imoveis.repository';
export { lerFotosEnviadas } from './imoveis.multipart';
export { endpointsImoveis } from './imoveis.routes';
