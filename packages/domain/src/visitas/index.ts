export * from './visitas.schema';
export * from './agenda';
export * from './formato';
export * from './ics';
