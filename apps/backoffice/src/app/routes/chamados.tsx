export { ChamadosPage as Component } from '../../features/chamados/chamados-page';
