export * from './site-layout';
export type { AgenciaPublica } from '../../lib/agencia';
