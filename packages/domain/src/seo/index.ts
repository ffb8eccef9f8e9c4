export * from './imovel-url';
export * from './pagina';
export * from './ssr';
export * from './sitemap';
