export * from './field';
export * from './form-fields';
export * from './form-shell';
export * from './password-field';
export { useFieldControl } from './field-context';
