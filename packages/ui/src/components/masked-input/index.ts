export * from './masked-input';
export * from './masked-controller';
export * from './date-input';
export * from './numero-input';
export * from './mes-input';
export * from './telefone-input';
