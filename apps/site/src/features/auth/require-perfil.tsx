import { useEffect, type ReactNode } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useSession } from '@morada/api-client/site';
import type { Perfil } from '@morada/domain';
import { AccessDenied, GuardLoading } from '@morada/ui/route-guard';
import { paths } from '../../config/paths';

/** How long 'Acesso Negado' stays before the visitor is taken to /login. */
const ESPERA_ACESSO_NEGADO_MS = 1200;

/**
 * The tenant area's guard (section 6), also the owner portal's: 'Carregando...' while the session
 * restores; a corretor found in another area goes to his own (/corretor), a user of another perfil
 * goes to /login.
 * With no user at all the page says 'Verificando acesso....' and 'Acesso Negado' / 'Faça login para
 * acessar esta área.' (spec §2, §6) before going to /login.
 */
export function RequirePerfil({ perfil, children }: { perfil: Perfil; children: ReactNode }) {
  const { usuario, carregando } = useSession();
  const navigate = useNavigate();
  const semUsuario = !carregando && !usuario;

  useEffect(() => {
    if (!semUsuario) return;
    const t = setTimeout(() => navigate(paths.login, { replace: true }), ESPERA_ACESSO_NEGADO_MS);
    return () => clearTimeout(t);
  }, [semUsuario, navigate]);

  if (carregando) return <GuardLoading />;
  if (!usuario) return <AccessDenied isVerificando />;
  if (usuario.tipo !== perfil) {
    return <Navigate to={usuario.tipo === 'corretor' ? paths.corretor : paths.login} replace />;
  }
  return <>{children}</>;
}
