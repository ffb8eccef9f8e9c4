import { useState, type ComponentProps } from 'react';
import { Heart, Home, LogOut, Menu, X } from 'lucide-react';
import { destinoAposLogin, MSG_PUBLICO, MSG_SITE, type UsuarioSessao } from '@morada/domain';
import { cn } from '../../lib/cn';
import { AppLink, useRotas, type Rotas } from '../link';
import { buttonVariants } from '../button';
import { ThemeToggle } from '../theme';

const links = ({ site }: Rotas) => [
  { href: site.inicio, label: MSG_PUBLICO.nav.inicio },
  { href: site.imoveis, label: MSG_PUBLICO.nav.imoveis },
  { href: site.sobre, label: MSG_PUBLICO.nav.sobre },
  { href: site.contato, label: MSG_PUBLICO.nav.contato },
];

type TopBarProps = Omit<ComponentProps<'header'>, 'children'> & {
  /** O usuário conectado, ou `null` para visitante. */
  usuario: UsuarioSessao | null;
  /** “Sair”: encerra a sessão. */
  onLogout: () => void;
  /** Caminho atual, para marcar o link ativo. */
  pathname?: string;
  /**
   * Quantos imóveis foram favoritados neste navegador: quando informado, a barra leva à página de favoritos
   * (um coração, com a contagem quando há algum).
   */
  favoritos?: number;
};

function TopBar({ usuario, onLogout, pathname = '/', favoritos, className, ...props }: TopBarProps) {
  const rotas = useRotas();
  const LINKS = links(rotas);
  const [aberto, setAberto] = useState(false);
  // Any navigation closes the mobile menu: a menu link, a link in the page, the browser's back button.
  const [rotaDoMenu, setRotaDoMenu] = useState(pathname);
  if (rotaDoMenu !== pathname) {
    setRotaDoMenu(pathname);
    setAberto(false);
  }
  const ativo = (href: string) =>
    href === rotas.site.inicio ? pathname === href : pathname.startsWith(href);
  const fechar = () => setAberto(false);

  const contaLinks = usuario ? (
    <>
      <AppLink
        href={destinoAposLogin(usuario.tipo)}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
        onClick={fechar}
      >
        {usuario.tipo === 'admin'
          ? MSG_PUBLICO.nav.areaAdmin
          : usuario.tipo === 'proprietario'
            ? MSG_PUBLICO.nav.areaProprietario
            : usuario.tipo === 'corretor'
              ? MSG_PUBLICO.nav.areaCorretor
              : MSG_PUBLICO.nav.areaLocatario}
      </AppLink>
      <button
        type="button"
        className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        onClick={() => {
          fechar();
          onLogout();
        }}
      >
        <LogOut className="size-4" aria-hidden />
        {MSG_PUBLICO.nav.sair}
      </button>
    </>
  ) : (
    <>
      <AppLink
        href={rotas.site.login}
        className={buttonVariants({ variant: 'ghost', size: 'sm' })}
        onClick={fechar}
      >
        {MSG_PUBLICO.nav.entrar}
      </AppLink>
      <AppLink
        href={rotas.site.registrar}
        className={buttonVariants({ variant: 'default', size: 'sm' })}
        onClick={fechar}
      >
        {MSG_PUBLICO.nav.registrar}
      </AppLink>
    </>
  );

  return (
    <header
      data-slot="top-bar"
      className={cn('sticky top-0 z-40 border-b border-border bg-background/95 backdrop-blur', className)}
      {...props}
    >
      <div className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4">
        <AppLink href={rotas.site.inicio} className="flex items-center gap-2 text-lg font-bold text-primary">
          <Home className="size-6" aria-hidden />
          {MSG_SITE.marca}
        </AppLink>
        <nav aria-label="Principal" className="hidden items-center gap-6 md:flex">
          {LINKS.map((l) => (
            <AppLink
              key={l.href}
              href={l.href}
              aria-current={ativo(l.href) ? 'page' : undefined}
              className={cn(
                'text-sm font-medium hover:text-primary',
                ativo(l.href) ? 'text-primary' : 'text-muted-foreground',
              )}
            >
              {l.label}
            </AppLink>
          ))}
        </nav>
        <div className="flex items-center gap-2">
          {favoritos !== undefined && (
            <AppLink
              href={rotas.site.favoritos}
              aria-current={ativo(rotas.site.favoritos) ? 'page' : undefined}
              // On phones the menu carries it: the brand keeps its one line beside the buttons.
              className={cn(
                buttonVariants({ variant: 'ghost', size: 'icon' }),
                'relative hidden md:inline-flex',
              )}
            >
              <Heart className={cn('size-5', favoritos > 0 && 'fill-red-500 text-red-500')} aria-hidden />
              <span className="sr-only">{MSG_PUBLICO.listagem.favoritos(favoritos)}</span>
              {favoritos > 0 && (
                <span
                  aria-hidden
                  className="absolute -top-0.5 -right-0.5 grid min-w-4 place-items-center rounded-full bg-primary px-1 text-[10px] leading-4 font-semibold text-primary-foreground"
                >
                  {favoritos}
                </span>
              )}
            </AppLink>
          )}
          <ThemeToggle />
          <div className="hidden items-center gap-2 md:flex">{contaLinks}</div>
          <button
            type="button"
            className={cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'md:hidden')}
            aria-label={MSG_PUBLICO.nav.menu}
            aria-expanded={aberto}
            aria-controls="menu-movel"
            onClick={() => setAberto((a) => !a)}
          >
            {aberto ? <X className="size-5" aria-hidden /> : <Menu className="size-5" aria-hidden />}
          </button>
        </div>
      </div>
      {aberto && (
        <nav
          id="menu-movel"
          aria-label={MSG_PUBLICO.nav.menu}
          className="border-t border-border px-4 py-3 md:hidden"
        >
          <ul className="grid gap-1">
            {LINKS.map((l) => (
              <li key={l.href}>
                <AppLink
                  href={l.href}
                  onClick={fechar}
                  aria-current={ativo(l.href) ? 'page' : undefined}
                  className="block rounded-md px-3 py-2 text-sm font-medium hover:bg-muted"
                >
                  {l.label}
                </AppLink>
              </li>
            ))}
            {favoritos !== undefined && (
              <li>
                <AppLink
                  href={rotas.site.favoritos}
                  onClick={fechar}
                  aria-current={ativo(rotas.site.favoritos) ? 'page' : undefined}
                  className="flex items-center gap-2 rounded-md px-3 py-2 text-sm font-medium hover:bg-muted"
                >
                  <Heart className="size-4" aria-hidden />
                  {MSG_PUBLICO.listagem.favoritos(favoritos)}
                </AppLink>
              </li>
            )}
          </ul>
          <div className="mt-3 flex flex-wrap gap-2 border-t border-border pt-3">{contaLinks}</div>
        </nav>
      )}
    </header>
  );
}

export { TopBar };
export type { TopBarProps };
