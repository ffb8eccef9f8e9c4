export * from './portais.schema';
export * from './portais.rules';
export * from './vrsync';
export * from './situacao';
