import { forwardRef, useEffect, type ComponentProps } from 'react';
import { Link, Outlet, useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { useSession } from '@morada/api-client/site';
import { LinkProvider, RotasProvider } from '@morada/ui/link';
import { SiteLayout } from '@morada/ui/views/site-layout';
import { paths, rotasDoSite } from '../../config/paths';
import { useAgencia } from '../../features/agencia/use-agencia';
import { useFavoritos } from '../../features/favoritos/use-favoritos';

/** AppLink → react-router Link, except /admin which is another app (full page load). */
const RouterLink = forwardRef<HTMLAnchorElement, ComponentProps<'a'> & { href: string }>(function RouterLink(
  { href, ...props },
  ref,
) {
  if (href.startsWith(paths.admin) || /^(https?:|mailto:|tel:)/.test(href))
    return <a ref={ref} href={href} {...props} />;
  return <Link ref={ref} to={href} {...props} />;
});

/** A new page starts at the top; back/forward (POP) leaves the browser's own restoration alone. */
function useRolarAoTopo(pathname: string) {
  const tipo = useNavigationType();
  useEffect(() => {
    if (tipo !== 'POP') window.scrollTo({ top: 0 });
  }, [pathname, tipo]);
}

export function RootLayout() {
  const { usuario, sair } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const agencia = useAgencia();
  const { favoritos } = useFavoritos();
  useRolarAoTopo(pathname);
  return (
    <LinkProvider component={RouterLink}>
      <RotasProvider rotas={rotasDoSite}>
        <SiteLayout
          usuario={usuario}
          pathname={pathname}
          agencia={agencia}
          favoritos={favoritos.size}
          onLogout={() => {
            void sair().then(() => navigate(paths.home));
          }}
        >
          <Outlet />
        </SiteLayout>
      </RotasProvider>
    </LinkProvider>
  );
}
