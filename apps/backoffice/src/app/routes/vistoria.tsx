export { VistoriaPage as Component } from '../../features/vistorias/vistoria-page';
