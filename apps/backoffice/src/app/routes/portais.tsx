export { PortaisPage as Component } from '../../features/portais/portais-page';
