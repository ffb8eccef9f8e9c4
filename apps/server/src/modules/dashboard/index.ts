/** The dashboard module's public face: what other modules and the app may use. */
export { endpointsDashboard } from './dashboard.routes';
