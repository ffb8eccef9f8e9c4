export * from './dashboard-sino';
