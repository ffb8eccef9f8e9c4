import { useEffect, useReducer, type ComponentType } from 'react';
import { BrowserRouter } from 'react-router-dom';
import { paginaDaUrl, Rotas, type NomePagina, type Paginas } from './paginas';

type Modulo = { Component: ComponentType };
/** A page's import, with its module once loaded (read synchronously by the page component). */
type Importacao = Promise<Modulo> & { value?: Modulo };

const IMPORTS: Record<NomePagina, () => Promise<Modulo>> = {
  home: () => import('./routes/home'),
  sobre: () => import('./routes/sobre'),
  imoveis: () => import('./routes/imoveis'),
  imovel: () => import('./routes/imovel'),
  contato: () => import('./routes/contato'),
  favoritos: () => import('./routes/favoritos'),
  login: () => import('./routes/login'),
  locatario: () => import('./routes/locatario'),
  proprietario: () => import('./routes/proprietario'),
  corretor: () => import('./routes/corretor'),
  corretorLead: () => import('./routes/corretor-lead'),
  corretorProposta: () => import('./routes/corretor-proposta'),
  corretorPropostaForm: () => import('./routes/corretor-proposta-form'),
  respostaVisita: () => import('./routes/visita-resposta'),
  assinar: () => import('./routes/assinar'),
  verificar: () => import('./routes/verificar'),
  naoEncontrada: () => import('./routes/not-found'),
};

/** One import per page, shared by the page component and the preload before hydration. */
const carregados = new Map<NomePagina, Importacao>();
const importar = (nome: NomePagina): Importacao => {
  let m = carregados.get(nome);
  if (!m) {
    const importacao: Importacao = IMPORTS[nome]();
    void importacao.then((modulo) => {
      importacao.value = modulo;
    });
    carregados.set(nome, (m = importacao));
  }
  return m;
};

/**
 * Each page loads its own chunk on first use and renders nothing meanwhile. A chunk already loaded
 * renders at once, without a Suspense boundary: React hydrates a server-rendered page in one pass
 * (it would hydrate the inside of a boundary later, at idle priority, leaving a page that is shown
 * but does not answer yet).
 */
function paginaSobDemanda(nome: NomePagina): ComponentType {
  function Pagina() {
    const importacao = importar(nome);
    const [, atualizar] = useReducer((n: number) => n + 1, 0);
    useEffect(() => {
      if (!importacao.value) void importacao.then(atualizar);
    }, [importacao]);
    const Component = importacao.value?.Component;
    return Component ? <Component /> : null;
  }
  Pagina.displayName = `Pagina(${nome})`;
  return Pagina;
}
const PAGINAS_SOB_DEMANDA: Paginas = {
  home: paginaSobDemanda('home'),
  sobre: paginaSobDemanda('sobre'),
  imoveis: paginaSobDemanda('imoveis'),
  imovel: paginaSobDemanda('imovel'),
  contato: paginaSobDemanda('contato'),
  favoritos: paginaSobDemanda('favoritos'),
  login: paginaSobDemanda('login'),
  locatario: paginaSobDemanda('locatario'),
  proprietario: paginaSobDemanda('proprietario'),
  corretor: paginaSobDemanda('corretor'),
  corretorLead: paginaSobDemanda('corretorLead'),
  corretorProposta: paginaSobDemanda('corretorProposta'),
  corretorPropostaForm: paginaSobDemanda('corretorPropostaForm'),
  respostaVisita: paginaSobDemanda('respostaVisita'),
  assinar: paginaSobDemanda('assinar'),
  verificar: paginaSobDemanda('verificar'),
  naoEncontrada: paginaSobDemanda('naoEncontrada'),
};

/**
 * Loads the current page's chunk before hydration, so React finds the component ready and
 * hydrates the server's HTML at once instead of waiting inside the Suspense boundary.
 */
export const precarregarPagina = (pathname: string) => importar(paginaDaUrl(pathname).nome);

/**
 * Declarative routes, each page its own chunk, and the first paint loads only
 * the layout and the page asked for. (The data router — createBrowserRouter — costs ~17 KB gzip
 * more in the first chunk, which the public JS budget of DESIGN §9 cannot afford.)
 */
export function AppRouter() {
  return (
    <BrowserRouter>
      <Rotas paginas={PAGINAS_SOB_DEMANDA} />
    </BrowserRouter>
  );
}
