/**
 * The contract between the server and the site's server-rendering bundle (apps/site's
 * entry-server.tsx, built by `vite build --ssr`): what the server asks, what the bundle answers.
 */
export type PedidoSsr = {
  /** Path and query of the request ('/imoveis?tipo=Casa'). */
  url: string;
  /** The site's public address, for canonical and Open Graph URLs (PUBLIC_URL). */
  base: string;
  /** Answers the page's API reads in-process (absolute URLs under `base` + '/api'). */
  fetch: (input: string, init: RequestInit) => Promise<Response>;
};

export type RespostaSsr =
  /** Not a public page (login, tenant or owner area): the server sends the client app's shell. */
  | { tipo: 'spa' }
  /** An old or non-canonical address: 301 to the canonical one. */
  | { tipo: 'redirecionar'; para: string }
  | {
      tipo: 'pagina';
      status: 200 | 404;
      /** The page's name, to preload its chunk. */
      pagina: string;
      /** The page's markup, for <div id="root">. */
      corpo: string;
      /** Tags for <head>: title, description, canonical, Open Graph, JSON-LD. */
      cabecalho: string;
      /** The SWR cache the browser starts from: JSON, safe inside <script>. */
      dados: string;
    };

/** The id of the <script type="application/json"> the browser reads the server's SWR cache from. */
export const ID_DADOS = 'morada-dados';

/** What the site's server bundle exports. */
export type ModuloSsr = {
  renderizar: (pedido: PedidoSsr) => Promise<RespostaSsr>;
  /** Each page's source file (the key of Vite's manifest), to preload its chunk. */
  FONTE_DA_PAGINA: Record<string, string>;
};
