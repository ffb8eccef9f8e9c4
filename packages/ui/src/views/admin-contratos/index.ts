export * from './admin-contratos';
export { formatCompetencia } from './competencia';
