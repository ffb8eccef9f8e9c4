import type { AlvoAlerta } from '@morada/domain';
import { ROTAS_MORADA, type Rotas } from '@morada/ui/link';

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
  conciliacao: { href: '/admin/conciliacao', route: '/conciliacao' },
  portais: { href: '/admin/portais', route: '/portais' },
  leads: { href: '/admin/leads', route: '/leads' },
  lead: { href: (id: string) => `/admin/leads/${id}`, route: '/leads/:id' },
  propostas: { href: '/admin/propostas', route: '/propostas' },
  proposta: { href: (id: string) => `/admin/propostas/${id}`, route: '/propostas/:id' },
  comissoes: { href: '/admin/comissoes', route: '/comissoes' },
  visitas: { href: '/admin/visitas', route: '/visitas' },
  horariosVisita: { href: '/admin/visitas/horarios', route: '/visitas/horarios' },
  chamados: { href: '/admin/chamados', route: '/chamados' },
  chamado: { href: (id: string) => `/admin/chamados/${id}`, route: '/chamados/:id' },
  prestadores: { href: '/admin/prestadores', route: '/prestadores' },
  /** A contract's vistorias; `numero` titles the page before any vistoria exists. */
  vistoriasContrato: {
    href: (contratoId: string, numero?: string) =>
      `/admin/contratos/${contratoId}/vistorias${numero ? `?numero=${encodeURIComponent(numero)}` : ''}`,
    route: '/contratos/:id/vistorias',
  },
  vistoria: { href: (id: string) => `/admin/vistorias/${id}`, route: '/vistorias/:id' },
  /** The tenant's contests, the exit compared with the entry and the damages (issue 36). */
  vistoriaRevisao: {
    href: (id: string) => `/admin/vistorias/${id}/revisao`,
    route: '/vistorias/:id/revisao',
  },
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

/** The addresses the ui views link to: the back office's own, and the site's sign-in and home. */
export const rotasDoPainel: Rotas = {
  site: {
    ...ROTAS_MORADA.site,
    inicio: paths.inicio,
    login: paths.login,
    registrar: `${paths.login}?aba=registrar`,
  },
  admin: {
    dashboard: paths.dashboard.href,
    imoveis: paths.imoveis.href,
    imovelNovo: paths.imovelNovo.href,
    imovelEditar: paths.imovelEditar.href,
    contratos: paths.contratos.href,
    contratoNovo: paths.contratoNovo.href,
    reajustes: paths.reajustes.href,
    repasses: paths.repasses.href,
    conciliacao: paths.conciliacao.href,
    portais: paths.portais.href,
    leads: paths.leads.href,
    propostas: paths.propostas.href,
    comissoes: paths.comissoes.href,
    visitas: paths.visitas.href,
    chamados: paths.chamados.href,
    prestadores: paths.prestadores.href,
    juridico: paths.juridico.href,
    usuarios: paths.usuarios.href,
    usuarioNovo: paths.usuarioNovo.href,
    relatorios: paths.relatorios.href,
    notificacoes: paths.notificacoes.href,
    configuracoes: paths.configuracoes.href,
  },
};

/**
 * Where a dashboard alert opens: the contracts list searched by the contract's number (with its
 * payments or guarantee dialog open), or the legal cases searched by the case's number.
 */
export const hrefDoAlvo = (alvo: AlvoAlerta): string => {
  const busca = new URLSearchParams({ busca: alvo.numero });
  if (alvo.tipo === 'processo') return `${paths.juridico.href}?aba=processos&${busca}`;
  if (alvo.tipo !== 'contrato') busca.set(alvo.tipo, alvo.id);
  return `${paths.contratos.href}?${busca}`;
};

/** '/admin/imoveis' → '/imoveis' for the router; undefined when the URL is outside the back office. */
export const paraRota = (href: string): string | undefined => {
  if (href === BASENAME || href === `${BASENAME}/`) return '/';
  if (href.startsWith(`${BASENAME}/`)) return href.slice(BASENAME.length);
  return undefined;
};
