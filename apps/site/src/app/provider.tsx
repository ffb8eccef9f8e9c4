import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { ThemeProvider } from '@morada/ui/theme';
import { useNoNavegador } from '../lib/use-no-navegador';

const Toaster = lazy(() => import('@morada/ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toasts' region, loaded once the page has hydrated: no page needs it to show or to hydrate,
 * and its code (Radix Toast) stays out of what a visitor downloads before using the page. A toast
 * asked for before it arrives waits in the store and shows when it mounts.
 */
function ToasterDepoisDaHidratacao() {
  return useNoNavegador() ? (
    <Suspense>
      <Toaster />
    </Suspense>
  ) : null;
}

/** App-wide providers; the router (and the LinkProvider that needs it) sits inside. */
export function AppProvider({ children }: { children: ReactNode }) {
  // The page answers clicks from here on (a server-rendered page is shown before it does): the
  // end-to-end tests wait for this mark before interacting.
  useEffect(() => document.documentElement.setAttribute('data-hidratado', ''), []);
  return (
    <ThemeProvider>
      {children}
      <ToasterDepoisDaHidratacao />
    </ThemeProvider>
  );
}
