/**
 * The chamados module's public face (issue 36): maintenance requests a tenant opens, the back
 * office triages and the owner approves, and the suppliers' registry. Stands on contratos'
 * tables, repasses (the owner's expense), pagamentos (the tenant's next payment) and
 * notificacoes; nothing depends on it.
 */
export { endpointsChamadosAdmin } from './chamados-admin.routes';
export { endpointsChamadosDasPartes } from './chamados.routes';
export { endpointsComprovanteChamado } from './comprovante.routes';
export { endpointsLimitesAprovacao } from './limites.routes';
export { endpointsPrestadores } from './prestadores.routes';
export { semearChamados } from './chamados.seed';
export { tornarFotosAntigasPrivadas } from './fotos-antigas';
