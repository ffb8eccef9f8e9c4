import type { ReactNode } from 'react';
import { ThemeProvider } from '@morada/ui/theme';
import { Toaster } from '@morada/ui/toast';

/** App-wide providers; the router (and the LinkProvider that needs it) sits inside. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      {children}
      <Toaster />
    </ThemeProvider>
  );
}
