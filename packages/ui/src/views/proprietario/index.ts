export * from './proprietario';
