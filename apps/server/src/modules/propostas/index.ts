/**
 * The propostas module's public face (issue 35): a corretor's proposal from a lead becomes, once the
 * back office approves it, a contract (through the contratos module) or a recorded sale, and pays
 * commissions. It stands on leads, contratos, notificacoes and usuarios; nothing depends on it.
 */
import { endpointsPropostasAdmin } from './propostas-admin.routes';
import { endpointsPropostas as daEquipe } from './propostas.routes';

export const endpointsPropostas = [...daEquipe, ...endpointsPropostasAdmin];
export { aprovarProposta } from './aprovacao.service';
export { definirCaptador } from './comissoes.repository';
export { anexarDocumento, criarProposta, enviarProposta, recusarProposta } from './propostas.fluxo';
