export * from './notification-bell';
