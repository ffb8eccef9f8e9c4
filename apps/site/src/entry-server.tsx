/**
 * Server rendering of the public pages (issue 12): the Hono server imports this module (built by
 * `vite build --ssr`) and asks it for a page. The page reads the API through the same client and
 * the same SWR keys as in the browser, so the browser hydrates the HTML with the server's answers
 * already in its cache. Only public pages (and the login) are rendered here; the tenant and owner
 * areas stay client-rendered ('spa').
 */
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { SWRConfig, unstable_serialize } from 'swr';
import {
  assinaturasPublicasEndpoints,
  chaves,
  chavesAssinaturas,
  createClient,
  createSiteApi,
  type ConfiguracaoPublica,
} from '@morada/api-client/site';
import {
  AGENCIA,
  caminhoDoImovel,
  filtroDaBusca,
  idDoSegmento,
  imovelDisponivel,
  metaDaPagina,
  metaDoImovel,
  MSG,
  MSG_ASSINATURAS_UI,
  MSG_SEO,
  tituloDaListagem,
  type AgenciaSeo,
  type Imovel,
  type MetaPagina,
  type PedidoSsr,
  type RespostaSsr,
} from '@morada/domain';
import { AppProvider } from './app/provider';
import { paginaDaUrl, Rotas, type NomePagina, type Paginas } from './app/paginas';
import { Component as Home, FILTRO_DESTAQUES } from './app/routes/home';
import { Component as Sobre } from './app/routes/sobre';
import { Component as Imoveis } from './app/routes/imoveis';
import { Component as ImovelPagina } from './app/routes/imovel';
import { Component as Contato } from './app/routes/contato';
import { Component as Login } from './app/routes/login';
import { Component as Locatario } from './app/routes/locatario';
import { Component as Proprietario } from './app/routes/proprietario';
import { Component as Corretor } from './app/routes/corretor';
import { Component as CorretorLead } from './app/routes/corretor-lead';
import { Component as CorretorProposta } from './app/routes/corretor-proposta';
import { Component as CorretorPropostaForm } from './app/routes/corretor-proposta-form';
import { Component as RespostaVisita } from './app/routes/visita-resposta';
import { Component as Assinar } from './app/routes/assinar';
import { Component as Verificar } from './app/routes/verificar';
import { Component as NaoEncontrada } from './app/routes/not-found';
import { Component as Favoritos } from './app/routes/favoritos';
import { paraAgencia } from './features/agencia/use-agencia';
import { cabecalhoHtml, jsonParaScript } from './ssr/cabecalho';

const PAGINAS: Paginas = {
  home: Home,
  sobre: Sobre,
  imoveis: Imoveis,
  imovel: ImovelPagina,
  contato: Contato,
  login: Login,
  locatario: Locatario,
  proprietario: Proprietario,
  corretor: Corretor,
  corretorLead: CorretorLead,
  corretorProposta: CorretorProposta,
  corretorPropostaForm: CorretorPropostaForm,
  respostaVisita: RespostaVisita,
  assinar: Assinar,
  verificar: Verificar,
  favoritos: Favoritos,
  naoEncontrada: NaoEncontrada,
};

/** Each page's source file, for the server to preload its chunk (Vite's manifest is keyed by it). */
export const FONTE_DA_PAGINA: Record<NomePagina, string> = {
  home: 'src/app/routes/home.tsx',
  sobre: 'src/app/routes/sobre.tsx',
  imoveis: 'src/app/routes/imoveis.tsx',
  imovel: 'src/app/routes/imovel.tsx',
  contato: 'src/app/routes/contato.tsx',
  login: 'src/app/routes/login.tsx',
  locatario: 'src/app/routes/locatario.tsx',
  proprietario: 'src/app/routes/proprietario.tsx',
  corretor: 'src/app/routes/corretor.tsx',
  corretorLead: 'src/app/routes/corretor-lead.tsx',
  corretorProposta: 'src/app/routes/corretor-proposta.tsx',
  corretorPropostaForm: 'src/app/routes/corretor-proposta-form.tsx',
  respostaVisita: 'src/app/routes/visita-resposta.tsx',
  assinar: 'src/app/routes/assinar.tsx',
  verificar: 'src/app/routes/verificar.tsx',
  favoritos: 'src/app/routes/favoritos.tsx',
  naoEncontrada: 'src/app/routes/not-found.tsx',
};

/** The agency as the pages show it (the settings), or its name alone when they cannot be read. */
const agenciaSeo = (c: ConfiguracaoPublica | undefined): AgenciaSeo =>
  c ? { ...paraAgencia(c), nome: c.nome || AGENCIA.nome } : { nome: AGENCIA.nome };

export async function renderizar({ url, base, fetch }: PedidoSsr): Promise<RespostaSsr> {
  const endereco = new URL(url, 'http://interno');
  const { pathname, searchParams } = endereco;
  const rota = paginaDaUrl(pathname);
  if (!rota.publica) return { tipo: 'spa' };
  // The invitation and the new-password pages have nothing to show until the app reads the token
  // (who it is for, whether it is still valid): served as the client app, which loads at once,
  // instead of a page waiting for the visitor's first touch.
  if (rota.nome === 'login' && (searchParams.has('convite') || searchParams.has('reset'))) {
    return { tipo: 'spa' };
  }

  // A client per request: no session (public pages are the same for everyone), no shared state.
  const api = createSiteApi(
    createClient({
      baseUrl: `${base.replace(/\/+$/, '')}/api`,
      fetch,
      location: { pathname, assign: () => undefined },
    }),
  );
  const cache = new Map<string, unknown>();
  const ler = async <T,>(chave: readonly unknown[], leitura: () => Promise<T>): Promise<T | undefined> => {
    try {
      const valor = await leitura();
      cache.set(unstable_serialize(chave), valor);
      return valor;
    } catch {
      return undefined; // the browser asks again and shows its own error state
    }
  };

  const configuracao = await ler(chaves.configuracoes(), () => api.configuracoes.get());
  const agencia = agenciaSeo(configuracao);
  let status: 200 | 404 = 200;
  let meta: MetaPagina;
  /** A 404's meta: its own title, and not indexed. */
  const naoEncontrada = (titulo: string) =>
    metaDaPagina(agencia, base, {
      titulo,
      descricao: MSG_SEO.naoEncontrada.descricao,
      caminho: pathname,
      semIndice: true,
    });

  switch (rota.nome) {
    case 'home': {
      const destaques = await ler(chaves.imoveis(FILTRO_DESTAQUES), () =>
        api.imoveis.listar(FILTRO_DESTAQUES),
      );
      meta = metaDaPagina(agencia, base, {
        titulo: MSG_SEO.home.titulo,
        descricao: MSG_SEO.home.descricao,
        caminho: '/',
        imagem: destaques?.dados[0]?.fotos[0],
      });
      break;
    }
    case 'imoveis': {
      const filtro = filtroDaBusca(searchParams);
      const lista = await ler(chaves.imoveis(filtro), () => api.imoveis.listar(filtro));
      meta = metaDaPagina(agencia, base, {
        titulo: tituloDaListagem(filtro),
        descricao: MSG_SEO.imoveis.descricao(lista?.total ?? 0),
        caminho: `${pathname}${endereco.search}`,
        imagem: lista?.dados[0]?.fotos[0],
      });
      meta.jsonLd.push({
        '@context': 'https://schema.org',
        '@type': 'ItemList',
        numberOfItems: lista?.total ?? 0,
        itemListElement: (lista?.dados ?? []).map((i, n) => ({
          '@type': 'ListItem',
          position: (filtro.pagina - 1) * filtro.limite + n + 1,
          url: `${base.replace(/\/+$/, '')}${caminhoDoImovel(i)}`,
          name: i.titulo,
        })),
      });
      break;
    }
    case 'imovel': {
      const id = idDoSegmento(String(rota.params.slug ?? ''));
      let imovel: Imovel | undefined;
      try {
        imovel = await api.imoveis.obter(id);
        cache.set(unstable_serialize(chaves.imovel(id)), imovel);
      } catch {
        imovel = undefined;
      }
      if (imovel) {
        const canonico = caminhoDoImovel(imovel);
        if (pathname !== canonico) return { tipo: 'redirecionar', para: `${canonico}${endereco.search}` };
        meta = metaDoImovel(imovel, agencia, base, imovelDisponivel(imovel));
      } else {
        // Missing: the page says 'Imóvel não encontrado.' at once (null is data to SWR, not loading).
        cache.set(unstable_serialize(chaves.imovel(id)), null);
        status = 404;
        meta = naoEncontrada(MSG_SEO.imovelNaoEncontrado.titulo);
      }
      break;
    }
    case 'sobre':
    case 'contato':
      meta = metaDaPagina(agencia, base, { ...MSG_SEO[rota.nome], caminho: pathname });
      break;
    case 'login':
      // Rendered so the form shows before the app loads; not indexed (robots.txt keeps crawlers out).
      meta = metaDaPagina(agencia, base, { ...MSG_SEO.login, caminho: pathname, semIndice: true });
      break;
    case 'assinar': {
      // The link is read here so the page arrives with the document; a refused link (404, 409) is
      // read again by the browser, which shows why. The verification is not: its per-IP limit would
      // count every visitor as the server.
      const token = String(rota.params.token ?? '');
      await ler(chavesAssinaturas.link(token), () => assinaturasPublicasEndpoints(api.client).lerLink(token));
      meta = metaDaPagina(agencia, base, {
        ...MSG_ASSINATURAS_UI.seo.assinar,
        caminho: pathname,
        semIndice: true,
      });
      break;
    }
    case 'verificar':
      meta = metaDaPagina(agencia, base, {
        ...MSG_ASSINATURAS_UI.seo.verificar,
        caminho: pathname,
        semIndice: true,
      });
      break;
    default:
      status = 404;
      meta = naoEncontrada(MSG.notFound.titulo);
  }

  const fallback = Object.fromEntries(cache);
  const corpo = renderToString(
    <SWRConfig value={{ fallback }}>
      <AppProvider>
        <StaticRouter location={`${pathname}${endereco.search}`}>
          <Rotas paginas={PAGINAS} />
        </StaticRouter>
      </AppProvider>
    </SWRConfig>,
  );
  return {
    tipo: 'pagina',
    status,
    pagina: rota.nome,
    corpo,
    cabecalho: cabecalhoHtml(meta, agencia.nome),
    dados: jsonParaScript(fallback),
  };
}
