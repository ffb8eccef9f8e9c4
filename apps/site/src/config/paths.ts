import { caminhoDoImovel } from '@morada/domain';
import { ROTAS_MORADA, type Rotas } from '@morada/ui/link';

/** Every URL of the site (and the backoffice entry it links to), in one place. */
export const paths = {
  home: '/',
  sobre: '/sobre',
  imoveis: '/imoveis',
  contato: '/contato',
  favoritos: '/favoritos',
  login: '/login',
  /** /login on its 'Registrar' tab (the top bar's "Registrar"). */
  registrar: '/login?aba=registrar',
  locatario: '/locatario',
  proprietario: '/proprietario',
  corretor: '/corretor',
  /** The visitor's answer to a new visit time (the e-mail's link). */
  respostaVisita: (token: string) => `/visitas/resposta/${token}`,
  /** A lead in the corretor's area. */
  leadCorretor: (id: string) => `/corretor/leads/${id}`,
  /** The corretor's proposals: the tab, one proposal, a new one from a lead, a draft's form. */
  propostasCorretor: '/corretor?aba=propostas',
  propostaCorretor: (id: string) => `/corretor/propostas/${id}`,
  novaPropostaCorretor: (leadId: string) => `/corretor/propostas/nova?lead=${encodeURIComponent(leadId)}`,
  editarPropostaCorretor: (id: string) => `/corretor/propostas/${id}/editar`,
  /** A different app served by the server: reached with a full page load. */
  admin: '/admin',
} as const;

/** The addresses the ui views link to: the site's own (the back office's are Morada's). */
export const rotasDoSite: Rotas = {
  ...ROTAS_MORADA,
  site: {
    inicio: paths.home,
    imoveis: paths.imoveis,
    imovel: caminhoDoImovel,
    sobre: paths.sobre,
    contato: paths.contato,
    favoritos: paths.favoritos,
    login: paths.login,
    registrar: paths.registrar,
  },
};
