// `toast()` and its store only; the viewport that shows them is `Toaster` in '@morada/ui/toaster'.
export {
  DEFAULT_TOAST_DURATION,
  dismissToast,
  toast,
  type ToastInput,
  type ToastVariant,
} from './toast-store';
