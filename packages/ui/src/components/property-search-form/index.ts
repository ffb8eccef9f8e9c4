export * from './property-search-form';
