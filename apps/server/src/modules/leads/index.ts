/**
 * The leads module's public face (issue 35): every contact becomes a lead (registrarContato); the
 * visits and proposals modules move a lead forward (avancarLead) and add to its timeline
 * (registrarEventoDoLead); and the funnel's routes. Other modules create leads only through here.
 */
import { endpointsLeadsAdmin } from './leads-admin.routes';
import { endpointsLeadsPublicos } from './leads-publico.routes';
import { endpointsLeads as endpointsDaEquipe } from './leads.routes';

export { registrarContato, criarLeadDaEquipe, type NovoContato } from './leads.contato';
export {
  avancarLead,
  leadParaProposta,
  registrarEventoDoLead,
  voltarLeadAoAtendimento,
  type EventoDoLead,
} from './leads.funil';
export const endpointsLeads = [...endpointsLeadsPublicos, ...endpointsDaEquipe, ...endpointsLeadsAdmin];
