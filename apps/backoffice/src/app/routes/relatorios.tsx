export { RelatoriosPage as Component } from '../../features/relatorios/relatorios-page';
