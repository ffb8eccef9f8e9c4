export { LeadsAdminPage as Component } from '../../features/leads/leads-admin-page';
