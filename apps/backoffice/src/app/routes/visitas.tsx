export { VisitasAdminPage as Component } from '../../features/visitas/visitas-admin-page';
