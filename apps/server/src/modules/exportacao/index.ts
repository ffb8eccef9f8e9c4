/** The exportacao module's public face: what other modules and the app may use. */
export { anoEHoje, responder } from './responder';
export type { Tabela } from './tabela';
export { tabelaPdf } from './tabela-pdf';
