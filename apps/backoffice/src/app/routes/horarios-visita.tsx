export { HorariosVisitaPage as Component } from '../../features/visitas/horarios-visita-page';
