import { useSession } from '@morada/api-client';
import { AdminLayout } from '@morada/ui/admin-layout';
import { LinkProvider, RotasProvider } from '@morada/ui/link';
import { forwardRef, type ComponentProps } from 'react';
import { Link, Outlet, useLocation, useNavigation } from 'react-router-dom';
import { paraRota, rotasDoPainel } from '../../config/paths';
import { useAlterarSenha } from '../../features/acesso/use-alterar-senha';
import { AdminGuard } from '../../features/auth/admin-guard';
import { sairDoPainel } from '../../features/auth/fim-sessao';

/** Back-office URLs go through the router; anything else (site pages) is a normal link. */
const RouterLink = forwardRef<HTMLAnchorElement, ComponentProps<'a'> & { href: string }>(function RouterLink(
  { href, ...props },
  ref,
) {
  const rota = paraRota(href);
  return rota === undefined ? (
    <a ref={ref} href={href} {...props} />
  ) : (
    <Link ref={ref} to={rota} {...props} />
  );
});

export function AdminRoot() {
  const { sair } = useSession();
  const { alterar, erroSenhaAtual } = useAlterarSenha();
  const { pathname } = useLocation();
  const navigation = useNavigation();
  return (
    <LinkProvider component={RouterLink}>
      <RotasProvider rotas={rotasDoPainel}>
        <AdminGuard>
          <AdminLayout
            currentPath={`/admin${pathname === '/' ? '' : pathname}`}
            loading={navigation.state === 'loading'}
            onSair={() => void sairDoPainel(sair)}
            onAlterarSenha={alterar}
            erroSenhaAtual={erroSenhaAtual}
          >
            <Outlet />
          </AdminLayout>
        </AdminGuard>
      </RotasProvider>
    </LinkProvider>
  );
}
