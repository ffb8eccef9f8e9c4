import { forwardRef, type ComponentProps } from 'react';
import { Link, Outlet, ScrollRestoration, useLocation, useNavigate } from 'react-router-dom';
import { useSession } from '@morada/api-client';
import { LinkProvider } from '@morada/ui/link';
import { SiteLayout } from '@morada/ui/views/site-layout';
import { paths } from '../../config/paths';
import { useAgencia } from '../../features/agencia/use-agencia';

/** AppLink → react-router Link, except /admin which is another app (full page load). */
const RouterLink = forwardRef<HTMLAnchorElement, ComponentProps<'a'> & { href: string }>(function RouterLink(
  { href, ...props },
  ref,
) {
  if (href.startsWith(paths.admin) || /^(https?:|mailto:|tel:)/.test(href)) return <a ref={ref} href={href} {...props} />;
  return <Link ref={ref} to={href} {...props} />;
});

export function RootLayout() {
  const { usuario, sair } = useSession();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const agencia = useAgencia();
  return (
    <LinkProvider component={RouterLink}>
      <SiteLayout
        usuario={usuario}
        pathname={pathname}
        agencia={agencia}
        onLogout={() => {
          void sair().then(() => navigate(paths.home));
        }}
      >
        <Outlet />
      </SiteLayout>
      <ScrollRestoration />
    </LinkProvider>
  );
}
