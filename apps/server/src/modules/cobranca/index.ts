/** The cobranca module's public face: the automatic postings' journal, its imports and webhooks (issue 34). */
export { endpointsImportacoes } from './importacoes.routes';
export { endpointsRemessas } from './remessas.routes';
export { endpointsLancamentos } from './lancamentos.routes';
export { lancarEvento, registrarEvento, type Evento } from './lancamentos.service';
export { endpointsWebhooks } from './webhooks.routes';
