export { JuridicoPage as Component } from '../../features/juridico/juridico-page';
