export { LeadPage as Component } from '../../features/leads/lead-page';
