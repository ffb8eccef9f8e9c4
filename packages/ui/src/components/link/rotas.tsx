import { caminhoDoImovel, type Imovel } from '@morada/domain';
import { createContext, useContext, type ReactNode } from 'react';

/** The property fields a property's address is made from (its slug and id). */
type ImovelNaRota = Pick<Imovel, 'id' | 'tipo' | 'quartos' | 'bairro'>;

/**
 * Every app address a ui component or view links to. The views never write a URL themselves: the
 * app hands its own addresses to `RotasProvider` once (another app mounts the same views under its
 * own URLs), and a view reads them with `useRotas()`.
 */
type Rotas = {
  site: {
    inicio: string;
    imoveis: string;
    /** A property's page. */
    imovel: (imovel: ImovelNaRota) => string;
    sobre: string;
    contato: string;
    favoritos: string;
    login: string;
    /** The sign-in page opened on its 'Registrar' tab. */
    registrar: string;
  };
  admin: {
    dashboard: string;
    imoveis: string;
    imovelNovo: string;
    imovelEditar: (id: string) => string;
    contratos: string;
    contratoNovo: string;
    reajustes: string;
    repasses: string;
    /** Conciliação bancária (lançamentos automáticos); the sidebar shows it only when the app has it. */
    conciliacao?: string;
    /** Portais (the feed the Grupo OLX portals read); the sidebar shows it only when the app has it. */
    portais?: string;
    /** The leads and the funnel (issue 35). */
    leads?: string;
    /** The proposals and the commissions (issue 35). */
    propostas?: string;
    comissoes?: string;
    /** The week of every corretor's visits (issue 35). */
    visitas?: string;
    /** The maintenance requests and the suppliers' registry (issue 36); shown only when the app has them. */
    chamados?: string;
    prestadores?: string;
    juridico: string;
    usuarios: string;
    usuarioNovo: string;
    relatorios: string;
    notificacoes: string;
    configuracoes: string;
  };
};

/** Morada's own addresses: what the views link to when no provider is mounted (stories, tests). */
const ROTAS_MORADA: Rotas = {
  site: {
    inicio: '/',
    imoveis: '/imoveis',
    imovel: caminhoDoImovel,
    sobre: '/sobre',
    contato: '/contato',
    favoritos: '/favoritos',
    login: '/login',
    registrar: '/login?aba=registrar',
  },
  admin: {
    dashboard: '/admin',
    imoveis: '/admin/imoveis',
    imovelNovo: '/admin/imoveis/novo',
    imovelEditar: (id) => `/admin/imoveis/editar/${encodeURIComponent(id)}`,
    contratos: '/admin/contratos',
    contratoNovo: '/admin/contratos/novo',
    reajustes: '/admin/reajustes',
    repasses: '/admin/repasses',
    juridico: '/admin/juridico',
    usuarios: '/admin/usuarios',
    usuarioNovo: '/admin/usuarios/novo',
    relatorios: '/admin/relatorios',
    notificacoes: '/admin/notificacoes',
    configuracoes: '/admin/configuracoes',
  },
};

const RotasContext = createContext<Rotas>(ROTAS_MORADA);

/** `<RotasProvider rotas={rotasDoApp}>`: the app's addresses for every view under it. */
function RotasProvider({ rotas, children }: { rotas: Rotas; children: ReactNode }) {
  return <RotasContext.Provider value={rotas}>{children}</RotasContext.Provider>;
}

/** The addresses of the app the view is mounted in. */
const useRotas = (): Rotas => useContext(RotasContext);

export { ROTAS_MORADA, RotasProvider, useRotas, type ImovelNaRota, type Rotas };
