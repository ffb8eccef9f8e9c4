import type { ComponentProps, ReactNode } from 'react';
import { MSG_SITE, type UsuarioSessao } from '@morada/domain';
import type { AgenciaPublica } from '../../lib/agencia';
import { cn } from '../../lib/cn';
import { SiteFooter } from '../../components/site-footer';
import { TopBar } from '../../components/top-bar';

type SiteLayoutProps = Omit<ComponentProps<'div'>, 'children'> & {
  /** O usuário conectado, ou `null` para visitante. */
  usuario: UsuarioSessao | null;
  /** “Sair”: encerra a sessão. */
  onLogout: () => void;
  /** Caminho atual, para marcar o link ativo na barra superior. */
  pathname?: string;
  /** Dados da imobiliária para o rodapé; sem eles, os do catálogo. */
  agencia?: AgenciaPublica;
  /** Favoritos deste navegador: quando informado, a barra superior leva à página de favoritos. */
  favoritos?: number;
  /** O conteúdo da página. */
  children: ReactNode;
};

/** Estrutura das páginas públicas: a barra superior, a página e o rodapé. */
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
