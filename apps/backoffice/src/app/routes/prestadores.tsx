export { PrestadoresPage as Component } from '../../features/chamados/prestadores-page';
