/**
 * Every URL of the back office. `href` is the address users see (under /admin); `route` is the
 * path relative to the router's basename '/admin'.
 */
export const BASENAME = '/admin';

export const paths = {
  dashboard: { href: '/admin', route: '/' },
  imoveis: { href: '/admin/imoveis', route: '/imoveis' },
  imovelNovo: { href: '/admin/imoveis/novo', route: '/imoveis/novo' },
  imovelEditar: { href: (id: string) => `/admin/imoveis/editar/${id}`, route: '/imoveis/editar/:id' },
  contratos: { href: '/admin/contratos', route: '/contratos' },
  contratoNovo: { href: '/admin/contratos/novo', route: '/contratos/novo' },
  reajustes: { href: '/admin/reajustes', route: '/reajustes' },
  repasses: { href: '/admin/repasses', route: '/repasses' },
  usuarios: { href: '/admin/usuarios', route: '/usuarios' },
  usuarioNovo: { href: '/admin/usuarios/novo', route: '/usuarios/novo' },
  juridico: { href: '/admin/juridico', route: '/juridico' },
  relatorios: { href: '/admin/relatorios', route: '/relatorios' },
  notificacoes: { href: '/admin/notificacoes', route: '/notificacoes' },
  configuracoes: { href: '/admin/configuracoes', route: '/configuracoes' },
  /** Owned by the site app (same origin): reached with a full page load. */
  login: '/login',
  inicio: '/',
} as const;

/** '/admin/imoveis' → '/imoveis' for the router; undefined when the URL is outside the back office. */
export const paraRota = (href: string): string | undefined => {
  if (href === BASENAME || href === `${BASENAME}/`) return '/';
  if (href.startsWith(`${BASENAME}/`)) return href.slice(BASENAME.length);
  return undefined;
};
