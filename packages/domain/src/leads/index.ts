export * from './leads.schema';
export * from './grupo-olx.schema';
export * from './leads.rules';
export * from './funil';
