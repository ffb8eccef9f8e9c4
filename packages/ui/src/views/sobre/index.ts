export * from './sobre';
