export * from './dashboard-cards';
