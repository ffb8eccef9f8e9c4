export * from './user-edit-form';
