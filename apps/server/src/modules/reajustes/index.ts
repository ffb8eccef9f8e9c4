/** The reajustes module's public face: what other modules and the app may use. */
export { carregarIndicesEmbarcados } from './indices-embarcados';
export { indicesRoutes } from './indices.routes';
export { recobrarAluguelDesde, travarContrato, ultimoReajuste } from './reajustes.repository';
export { reajustesRoutes } from './reajustes.routes';
export { iniciarTarefasDiarias } from './tarefas-diarias';
