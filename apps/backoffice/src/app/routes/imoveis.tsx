export { ImoveisPage as Component } from '../../features/imoveis/imoveis-page';
