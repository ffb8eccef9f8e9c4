export * from './admin-chamados-view';
export * from './admin-chamado-detalhe-view';
export * from './prestadores-view';
export type { PrestadorSaida } from './prestador-dialog';
export * from './limite-aprovacao-card';
