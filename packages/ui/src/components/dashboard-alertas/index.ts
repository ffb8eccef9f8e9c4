export * from './dashboard-alertas';
