export * from './admin-conciliacao';
export * from './conciliar-dialog';
export * from './importar-arquivo';
