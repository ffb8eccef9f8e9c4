// `toast()` and its store only; the viewport that shows them is `Toaster` in '@morada/ui/toaster'.
export {
  DEFAULT_TOAST_DURATION,
  dismissToast,
  getToast,
  subscribeToast,
  toast,
  type ToastInput,
  type ToastVariant,
} from './toast-store';
