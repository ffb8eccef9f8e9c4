export { ChamadoPage as Component } from '../../features/chamados/chamado-page';
