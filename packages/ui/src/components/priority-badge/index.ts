export * from './priority-badge';
