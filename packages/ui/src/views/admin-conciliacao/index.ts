export * from './admin-conciliacao';
