/** The site module's public face: what other modules and the app may use. */
export { cachePaginas, carregadorDoBundle, distServidorDe, paginasDoSite } from './paginas';
export { siteRoutes } from './site.routes';
