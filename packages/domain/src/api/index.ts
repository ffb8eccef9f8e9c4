// @morada/domain/api: the HTTP API's contract (every route's roles, input and answer schemas) and
// its OpenAPI 3.1 document. A separate entry: the apps' bundles never carry the whole table.
export * from './rota';
export * from './respostas';
export * from './openapi';
export * from './textos';
export { ROTAS_API } from './rotas';
export type { ChaveRota, RotaDe } from './chaves';
