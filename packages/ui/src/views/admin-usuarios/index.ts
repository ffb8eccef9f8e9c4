export * from './admin-usuarios';
export * from './dados-repasse-dialog';
