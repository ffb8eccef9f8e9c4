/**
 * The vistorias module's public face (issue 36): entry and exit inspections of a contract, their
 * laudo, the tenant's review and the damages the rescisão's settlement takes. Stands on contratos,
 * imoveis (the photo rules), notificacoes and usuarios; rescisoes reads the damages from here.
 */
export { endpointsVistoriador } from './vistorias.routes';
export { endpointsVistoriaPartes } from './vistorias-partes.routes';
export { danosDaSaida } from './vistorias.service';
export { semearVistoriaDeEntrada } from './vistorias.seed';
export { documentosDeLaudo } from './laudos-documentos';
export { laudoParaAssinar } from './laudo-para-assinar';
