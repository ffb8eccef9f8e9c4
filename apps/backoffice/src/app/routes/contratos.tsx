export { ContratosPage as Component } from '../../features/contratos/contratos-page';
