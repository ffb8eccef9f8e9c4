// The toast viewport (Radix Toast), apart from the `toast()` store in '@morada/ui/toast': a page
// that only raises toasts then does not load Radix Toast, which the app mounts once (lazily).
export { Toaster, toastVariants, useToast } from '../toast/toast';
