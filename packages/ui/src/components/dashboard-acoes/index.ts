export * from './dashboard-acoes';
