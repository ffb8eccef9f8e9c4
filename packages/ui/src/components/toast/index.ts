export * from './toast';
export { DEFAULT_TOAST_DURATION, type ToastInput, type ToastVariant } from './toast-store';
