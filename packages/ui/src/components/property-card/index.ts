export * from './property-card';
