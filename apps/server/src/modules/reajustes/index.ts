/** The reajustes module's public face: what other modules and the app may use. */
export { carregarIndicesEmbarcados } from './indices-embarcados';
export { endpointsIndices } from './indices.routes';
export { recobrarAluguelDesde, travarContrato, ultimoReajuste } from './reajustes.repository';
export { endpointsReajustes } from './reajustes.routes';
export { iniciarTarefasDiarias } from './tarefas-diarias';
