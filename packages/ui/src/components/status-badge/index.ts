export * from './status-badge';
