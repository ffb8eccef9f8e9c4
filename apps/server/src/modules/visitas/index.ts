/**
 * The visitas module's public face (issue 35): the property's agenda, the visitor's booking and
 * answer, the corretor's visits, and the reminders (run by the daily tasks' hourly loop). Stands on imoveis, leads (through its
 * public face), emails and configuracoes.
 */
export { endpointsVisitas } from './visitas.routes';
export { lembrarVisitas } from './visitas.lembretes';
/** The booking, the confirmation and the feedback as the demo seed records them (same rules, same e-mails). */
export { agendarVisita, confirmarVisita, registrarFeedback } from './visitas.service';
