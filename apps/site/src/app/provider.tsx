import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ThemeProvider } from '@morada/ui/theme';
import { getToast, subscribeToast } from '@morada/ui/toast';
import { useNoNavegador } from '../lib/use-no-navegador';

const Toaster = lazy(() => import('@morada/ui/toaster').then((m) => ({ default: m.Toaster })));

/**
 * The toasts' region, loaded with the first toast the page asks for: most visits never show one,
 * and its code (Radix Toast) then never reaches the visitor. The toast waits in the store while the
 * region loads, and Radix announces it to screen readers as it mounts. Once loaded, it stays.
 */
function ToasterNoPrimeiroAviso() {
  const noNavegador = useNoNavegador();
  const atual = useSyncExternalStore(subscribeToast, getToast, () => null);
  const [montado, setMontado] = useState(false);
  if (noNavegador && atual && !montado) setMontado(true);
  return montado ? (
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
      <ToasterNoPrimeiroAviso />
    </ThemeProvider>
  );
}
