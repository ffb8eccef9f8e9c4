export * from './dados-repasse-form';
