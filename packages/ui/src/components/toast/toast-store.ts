/**
 * A tiny module-level store: `toast()` can be called from anywhere (event handlers, SWR callbacks)
 * without a hook, and only ONE toast is kept — a new one replaces the current (UI contract).
 * The store owns the timer, so the durations hold with or without a Toaster; the Toaster pauses it
 * while the pointer or the focus is on the toast (Radix Toast's pause), so it can be read.
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
let paused = false;
/** Time left on the current toast, and when its timer last started. */
let remaining = 0;
let startedAt = 0;
const listeners = new Set<() => void>();

const emit = () => listeners.forEach((listener) => listener());

function startTimer() {
  clearTimeout(timer);
  if (!current || current.duration <= 0 || paused) return;
  const { id } = current;
  startedAt = Date.now();
  timer = setTimeout(() => dismissToast(id), remaining);
}

export function dismissToast(id?: number) {
  if (id !== undefined && current?.id !== id) return;
  clearTimeout(timer);
  current = null;
  paused = false;
  emit();
}

export function toast({
  title,
  description,
  variant = 'default',
  duration = DEFAULT_TOAST_DURATION,
}: ToastInput) {
  const id = nextId++;
  current = { id, title, variant, duration, ...(description ? { description } : {}) };
  remaining = duration;
  startTimer();
  emit();
  return { id, dismiss: () => dismissToast(id) };
}

/** Stops the current toast's clock (pointer or focus on it, window in the background). */
export function pauseToast() {
  if (paused) return;
  paused = true;
  clearTimeout(timer);
  if (current && current.duration > 0) remaining -= Date.now() - startedAt;
}

/** Restarts the clock with the time that was left. */
export function resumeToast() {
  if (!paused) return;
  paused = false;
  startTimer();
}

export const subscribeToast = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const getToast = () => current;
