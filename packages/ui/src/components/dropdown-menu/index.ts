export * from './dropdown-menu';
