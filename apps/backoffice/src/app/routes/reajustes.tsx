export { ReajustesPage as Component } from '../../features/reajustes/reajustes-page';
