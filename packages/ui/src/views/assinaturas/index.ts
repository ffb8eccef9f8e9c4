export * from './assinar-documento';
export * from './verificar-documento';
export * from './assinaturas-pendentes';
export * from './assinaturas-concluidas';
export type { ProvaAssinatura } from './confirmar-assinatura';
