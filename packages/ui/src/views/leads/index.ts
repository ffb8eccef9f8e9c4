export * from './leads-view';
export * from './lead-detalhe-view';
export * from './novo-lead-dialog';
export * from './area-corretor-view';
export { EtapaBadge, ParadoBadge } from './selos';
export type { CorretorOpcao } from './atribuir-dialog';
export * from './funil-leads';
export * from './configuracao-leads';
export * from './integracao-leads';
