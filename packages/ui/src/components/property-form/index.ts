export * from './property-form';
export * from './property-photos';
export * from './property-features';
export * from './property-cep';
