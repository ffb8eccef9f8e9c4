/** The rendimentos module's public face: what other modules and the app may use. */
export { dimobDoAno, informeDoProprietario } from './rendimentos.service';
export { tabelaInforme } from './rendimentos.tabela';
