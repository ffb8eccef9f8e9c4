import { useSession } from '@morada/api-client';
import { GuardLoading } from '@morada/ui/route-guard';
import { useEffect, type ReactNode } from 'react';
import { paths } from '../../config/paths';

/**
 * Section 6: 'Carregando...' while the session is restored; without an admin session the browser
 * goes to /login, which belongs to the site app (a full page load, not a router navigation).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { usuario, carregando } = useSession();
  const permitido = !carregando && usuario?.tipo === 'admin';
  useEffect(() => {
    if (!carregando && !permitido) window.location.replace(paths.login);
  }, [carregando, permitido]);
  if (!permitido) return <GuardLoading />;
  return <>{children}</>;
}
