export * from './site-footer';
