export * from './masked-input';
export * from './masked-controller';
