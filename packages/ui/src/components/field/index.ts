export * from './field';
export * from './password-field';
export { useFieldControl } from './field-context';
