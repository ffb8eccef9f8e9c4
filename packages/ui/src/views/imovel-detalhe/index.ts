export * from './imovel-detalhe';
export type { AgendamentoVisita } from './agendar-visita-dialog';
export * from './resposta-visita';
