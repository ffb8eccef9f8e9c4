import { ROTA_SESSAO_EXPIRADA, useSession } from '@morada/api-client';
import { GuardLoading } from '@morada/ui/route-guard';
import { useEffect, type ReactNode } from 'react';
import { paths } from '../../config/paths';
import { fimDaSessao } from './fim-sessao';

/**
 * Section 6: 'Carregando...' while the session is restored; without an admin session the browser
 * goes to /login, which belongs to the site app (a full page load, not a router navigation).
 * When the session just ended, the navigation already started wins: 'Sair' ends on '/', and an
 * expired session keeps /login?session_expired=true (the same address the api-client chose).
 */
export function AdminGuard({ children }: { children: ReactNode }) {
  const { usuario, carregando } = useSession();
  const permitido = !carregando && usuario?.tipo === 'admin';
  useEffect(() => {
    if (carregando || permitido) return;
    const fim = fimDaSessao();
    if (fim === 'saindo') return;
    window.location.replace(fim === 'expirou' ? ROTA_SESSAO_EXPIRADA : paths.login);
  }, [carregando, permitido]);
  if (!permitido) return <GuardLoading />;
  return <>{children}</>;
}
