export * from './agenda-corretor';
export type { AcoesAgenda } from './cartao-visita';
export { somarDias } from './semana';
export * from './horarios-visita-form';
