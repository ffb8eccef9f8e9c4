export * from './property-gallery';
