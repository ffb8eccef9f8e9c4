export * from './admin-contratos';
export * from './renovacao-dialog';
export * from './rescisao-dialog';
