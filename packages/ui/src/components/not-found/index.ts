export * from './not-found';
