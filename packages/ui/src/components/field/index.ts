export * from './field';
export * from './password-field';
