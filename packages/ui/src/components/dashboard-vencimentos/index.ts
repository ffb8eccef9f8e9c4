export * from './dashboard-vencimentos';
