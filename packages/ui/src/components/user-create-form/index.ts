export * from './user-create-form';
