import { ThemeProvider } from '@morada/ui/theme';
import { Toaster } from '@morada/ui/toaster';
import { TooltipProvider } from '@morada/ui/tooltip';
import type { ReactNode } from 'react';

/** App-wide providers outside the router: theme, tooltips and the one toast host. */
export function AppProvider({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider>
      <TooltipProvider>
        {children}
        <Toaster />
      </TooltipProvider>
    </ThemeProvider>
  );
}
