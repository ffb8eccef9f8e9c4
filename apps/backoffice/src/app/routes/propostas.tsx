export { PropostasPage as Component } from '../../features/propostas/propostas-page';
