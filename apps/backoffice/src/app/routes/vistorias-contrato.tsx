export { VistoriasContratoPage as Component } from '../../features/vistorias/vistorias-contrato-page';
