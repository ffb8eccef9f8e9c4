export * from './dashboard-banner';
