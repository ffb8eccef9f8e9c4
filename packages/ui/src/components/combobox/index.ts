export * from './combobox';
