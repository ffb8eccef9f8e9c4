/** The contratos module's public face: what other modules and the app may use. */
export {
  inserirAditivo,
  listarAditivos,
  obterAditivo,
  prorrogarContrato,
  proximaOrdem,
  renegociacoesDosContratos,
} from './aditivos.repository';
export { contratosTerminando, destinatarioDoContrato, obterContratoCiclo } from './contrato-ciclo.repository';
export type { ContratoCiclo } from './contrato-ciclo.repository';
export { contratoDaParte } from './contrato-da-parte';
export { abrirDocumentoDoContrato, assinarDocumentoDoContrato, textoDoImovel } from './documento-contrato';
export { donoDoImovel, obterContrato } from './contratos.repository';
export { gerarContratoPdf } from './documento-pdf';
export { sincronizarImovel } from './contrato-escrita.repository';
export { salvarContrato } from './contrato-gravacao';
export { endpointsContratos } from './contratos.routes';
export { caucaoDoContrato, garantiasAVencer, obterGarantia, salvarGarantia } from './garantias.repository';
export { endpointsGarantias } from './garantias.routes';
