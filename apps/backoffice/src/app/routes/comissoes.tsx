export { ComissoesPage as Component } from '../../features/propostas/comissoes-page';
