export { RepassesPage as Component } from '../../features/repasses/repasses-page';
