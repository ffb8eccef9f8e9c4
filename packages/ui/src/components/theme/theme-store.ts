/**
 * The theme lives on <html class="dark"> and in localStorage 'morada-tema'. A module store (not a
 * React context) so ThemeToggle works anywhere, even outside ThemeProvider.
 */
import { CHAVE_TEMA } from '@morada/domain';

export type Theme = 'light' | 'dark';

export const THEME_STORAGE_KEY = CHAVE_TEMA;

const listeners = new Set<() => void>();

const readStored = (): Theme | null => {
  try {
    const value = localStorage.getItem(THEME_STORAGE_KEY);
    return value === 'dark' || value === 'light' ? value : null;
  } catch {
    return null; // storage blocked (private mode): fall back to the system preference
  }
};

/** Saved choice first, then the system preference. */
export const initialTheme = (): Theme => {
  if (typeof window === 'undefined') return 'light';
  return readStored() ?? (window.matchMedia?.('(prefers-color-scheme: dark)').matches ? 'dark' : 'light');
};

export const getTheme = (): Theme =>
  typeof document !== 'undefined' && document.documentElement.classList.contains('dark') ? 'dark' : 'light';

export const applyTheme = (theme: Theme) => {
  document.documentElement.classList.toggle('dark', theme === 'dark');
  document.documentElement.style.colorScheme = theme;
  listeners.forEach((listener) => listener());
};

export const setTheme = (theme: Theme) => {
  try {
    localStorage.setItem(THEME_STORAGE_KEY, theme);
  } catch {
    /* not persisted, still applied */
  }
  applyTheme(theme);
};

export const subscribeTheme = (listener: () => void) => {
  listeners.add(listener);
  // Also notice changes made by others to the class (e.g. Storybook's theme toolbar).
  const observer = new MutationObserver(listener);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => {
    listeners.delete(listener);
    observer.disconnect();
  };
};
