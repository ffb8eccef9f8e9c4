export * from './assinaturas-contrato-dialog';
export * from './certificado-card';
export * from './links-assinatura-dialog';
