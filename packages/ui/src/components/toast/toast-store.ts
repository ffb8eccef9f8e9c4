/**
 * A tiny module-level store: `toast()` can be called from anywhere (event handlers, SWR callbacks)
 * without a hook, and only ONE toast is kept — a new one replaces the current (UI contract).
 */
export type ToastVariant = 'default' | 'destructive' | 'success';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it hides itself; 0 keeps it until dismissed. */
  duration?: number;
};

export type ToastState = Required<Pick<ToastInput, 'title' | 'variant' | 'duration'>> & {
  id: number;
  description?: string;
};

export const DEFAULT_TOAST_DURATION = 5000;

let current: ToastState | null = null;
let nextId = 1;
let timer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

export function dismissToast(id?: number) {
  if (id !== undefined && current?.id !== id) return;
  clearTimeout(timer);
  current = null;
  emit();
}

export function toast({
  title,
  description,
  variant = 'default',
  duration = DEFAULT_TOAST_DURATION,
}: ToastInput) {
  clearTimeout(timer);
  const id = nextId++;
  current = { id, title, variant, duration, ...(description ? { description } : {}) };
  if (duration > 0) timer = setTimeout(() => dismissToast(id), duration);
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

export const subscribeToast = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const getToast = () => current;
