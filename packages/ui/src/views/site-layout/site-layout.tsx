import type { ComponentProps, ReactNode } from 'react';
import { MSG_SITE, type UsuarioSessao } from '@morada/domain';
import type { AgenciaPublica } from '../../lib/agencia';
import { cn } from '../../lib/cn';
import { SiteFooter } from '../../components/site-footer';
import { TopBar } from '../../components/top-bar';

type SiteLayoutProps = Omit<ComponentProps<'div'>, 'children'> & {
  usuario: UsuarioSessao | null;
  onLogout: () => void;
  pathname?: string;
  agencia?: AgenciaPublica;
  /** Hearts in this browser: given, the top bar links to the favourites page. */
  favoritos?: number;
  children: ReactNode;
};

/** Public top bar, the page, and the footer. */
function SiteLayout({
  usuario,
  onLogout,
  pathname,
  agencia,
  favoritos,
  children,
  className,
  ...props
}: SiteLayoutProps) {
  return (
    <div
      data-slot="site-layout"
      className={cn('flex min-h-dvh flex-col bg-background text-foreground', className)}
      {...props}
    >
      <a
        href="#conteudo"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-background focus:px-3 focus:py-2"
      >
        {MSG_SITE.pularConteudo}
      </a>
      <TopBar usuario={usuario} onLogout={onLogout} pathname={pathname} favoritos={favoritos} />
      {/* At least the screen below the top bar: while a page loads, the footer stays below the fold instead of jumping down (layout shift). */}
      <main id="conteudo" className="min-h-[calc(100svh-4rem)] flex-1">
        {children}
      </main>
      <SiteFooter agencia={agencia} />
    </div>
  );
}

export { SiteLayout };
export type { SiteLayoutProps };
