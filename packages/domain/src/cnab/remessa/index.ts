import { gerarRemessa240 } from './gerar-240';
import { gerarRemessa400 } from './gerar-400';
import type { RemessaEntrada } from './tipos';

/** The remessa file text for the account's layout (CRLF line ends, final CRLF). Pure. */
export const gerarRemessa = (e: RemessaEntrada): string =>
  e.conta.layout === 'cnab400' ? gerarRemessa400(e) : gerarRemessa240(e);

export { gerarRemessa240 } from './gerar-240';
export { gerarRemessa400 } from './gerar-400';
export * from './tipos';
