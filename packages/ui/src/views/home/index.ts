export * from './home';
