import { useEffect, useSyncExternalStore, type ComponentProps, type ReactNode } from 'react';
import { Moon, Sun } from 'lucide-react';
import { MSG_PUBLICO } from '@morada/domain';
import { Button } from '../button';
import {
  applyTheme,
  getTheme,
  initialTheme,
  setTheme,
  subscribeTheme,
  THEME_STORAGE_KEY,
  type Theme,
} from './theme-store';

/** Applies the saved (or system) theme on mount. Mount once near the root. */
function ThemeProvider({ children }: { children: ReactNode }) {
  useEffect(() => {
    applyTheme(initialTheme());
  }, []);
  return <>{children}</>;
}

function useTheme() {
  const theme = useSyncExternalStore(subscribeTheme, getTheme, () => 'light' as Theme);
  return {
    theme,
    setTheme,
    toggleTheme: () => setTheme(getTheme() === 'dark' ? 'light' : 'dark'),
  };
}

function ThemeToggle({ className, ...props }: Omit<ComponentProps<typeof Button>, 'onClick' | 'children'>) {
  const { theme, toggleTheme } = useTheme();
  return (
    <Button
      data-slot="theme-toggle"
      variant="ghost"
      size="icon"
      aria-label={MSG_PUBLICO.nav.alternarTema}
      title={theme === 'dark' ? MSG_PUBLICO.primitivos.temaClaro : MSG_PUBLICO.primitivos.temaEscuro}
      onClick={toggleTheme}
      className={className}
      {...props}
    >
      {theme === 'dark' ? <Sun aria-hidden /> : <Moon aria-hidden />}
    </Button>
  );
}

export { ThemeProvider, useTheme, ThemeToggle, THEME_STORAGE_KEY, type Theme };
