/**
 * The assinaturas module's public face (issue 37): electronic signatures of a contract's documents
 * (sending, signing by link or in one's area, evidence, the final PDF with PAdES) and their public
 * verification. Stands on contratos, aditivos, rescisoes, emails and configuracoes.
 */
import { endpointsAssinaturas } from './assinaturas.routes';
import { endpointsCertificado } from './certificado.routes';
import { endpointsVerificacao } from './verificacao.routes';

export const endpointsAssinaturasEletronicas = [
  ...endpointsAssinaturas,
  ...endpointsVerificacao,
  ...endpointsCertificado,
];
