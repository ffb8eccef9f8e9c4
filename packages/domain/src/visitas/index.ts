export * from './visitas.schema';
export * from './agenda';
export * from './agenda.schema';
export * from './formato';
export * from './ics';
