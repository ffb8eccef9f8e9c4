import { REQUEST_TIMEOUT_MS } from '@morada/domain';
import { ApiError, erroHttp, erroInesperado, erroSemResposta, type FamiliaChamada } from './errors';
import { createSessionStore, type SessionStore, type StorageLike } from './session';

/** Where a 401 sends the user (spec §4). */
export const ROTA_SESSAO_EXPIRADA = '/login?session_expired=true';

type FetchLike = (input: string, init: RequestInit) => Promise<Response>;
type LocationLike = { readonly pathname: string; assign(url: string): void };

export type ClientOptions = {
  /** Default '/api' (same origin, DESIGN §3). */
  baseUrl?: string;
  fetch?: FetchLike;
  storage?: StorageLike;
  /** Called after any 401 has cleared the session. */
  onUnauthorized?: (info: { familia: FamiliaChamada; path: string }) => void;
  /** window.location by default; tests inject one. */
  location?: LocationLike;
  timeoutMs?: number;
};

export type Query = Record<string, string | number | boolean | null | undefined>;

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Query | undefined;
  /** JSON body. */
  json?: unknown;
  /** Multipart body; the browser sets the boundary. */
  form?: FormData;
  /** Message family and 401 rule (see FamiliaChamada). Default 'app'. */
  familia?: FamiliaChamada;
  /** The action named in fallback messages, e.g. 'carregar os imóveis'. */
  acao: string;
  /** The contact call has no timeout (spec §7). */
  semTimeout?: boolean;
  /**
   * Idempotency-Key of a money write: one per form submission, the same when that submission is
   * sent again, so the server writes it once (security issue 31).
   */
  idempotencia?: string | undefined;
  /**
   * The request outlives the page (fetch keepalive): a click recorded as the visitor leaves for
   * WhatsApp still reaches the server.
   */
  keepalive?: boolean;
};

export type Lista<T> = { dados: T[]; total: number };
export type Arquivo = { blob: Blob; nomeArquivo: string | undefined };

type Leitura = 'json' | 'blob' | 'nada';

const montarQuery = (query?: Query) => {
  if (!query) return '';
  const p = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) {
    if (v === undefined || v === null || v === '') continue;
    p.set(k, String(v));
  }
  const texto = p.toString();
  return texto ? `?${texto}` : '';
};

/** filename / filename* of a Content-Disposition header. */
export const nomeDoArquivo = (cabecalho: string | null): string | undefined => {
  if (!cabecalho) return undefined;
  const estrela = /filename\*\s*=\s*(?:UTF-8'')?([^;]+)/i.exec(cabecalho)?.[1];
  if (estrela) {
    try {
      return decodeURIComponent(estrela.trim().replace(/^"|"$/g, ''));
    } catch {
      // fall back to the plain name
    }
  }
  return /filename\s*=\s*"?([^";]+)"?/i.exec(cabecalho)?.[1]?.trim();
};

const lerCorpoDeErro = async (res: Response): Promise<unknown> => {
  try {
    const texto = await res.text();
    return texto ? (JSON.parse(texto) as unknown) : undefined;
  } catch {
    return undefined;
  }
};

export type ApiClient = ReturnType<typeof createClient>;

export const createClient = (opcoes: ClientOptions = {}) => {
  let cfg: ClientOptions = { ...opcoes };
  let sessao: SessionStore = createSessionStore(cfg.storage);

  const fetchAtual = (): FetchLike => cfg.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const localAtual = (): LocationLike | undefined =>
    cfg.location ?? (globalThis as { location?: LocationLike }).location;

  /** Spec §4: any 401 clears; outside the auth calls it also sends the user to the login page. */
  const tratar401 = (familia: FamiliaChamada, path: string) => {
    const local = familia !== 'auth' ? localAtual() : undefined;
    const sair = Boolean(local && local.pathname !== '/login');
    // Leaving for the login page: the screens stay as they are until it loads (no guard of this
    // page redirects elsewhere first, as the tenant area's 'Acesso Negado' would under load).
    sessao.limpar({ semAvisar: sair });
    if (sair) local!.assign(ROTA_SESSAO_EXPIRADA);
    cfg.onUnauthorized?.({ familia, path });
  };

  async function executar(
    path: string,
    o: RequestOptions,
    leitura: 'json',
  ): Promise<{ corpo: unknown; res: Response }>;
  async function executar(
    path: string,
    o: RequestOptions,
    leitura: 'blob',
  ): Promise<{ corpo: Blob; res: Response }>;
  async function executar(
    path: string,
    o: RequestOptions,
    leitura: 'nada',
  ): Promise<{ corpo: undefined; res: Response }>;
  async function executar(path: string, o: RequestOptions, leitura: Leitura) {
    const familia = o.familia ?? 'app';
    const headers = new Headers({ Accept: leitura === 'blob' ? '*/*' : 'application/json' });
    const token = sessao.lerToken();
    if (token) headers.set('Authorization', `Bearer ${token}`);
    if (o.idempotencia) headers.set('Idempotency-Key', o.idempotencia);
    let body: BodyInit | undefined;
    if (o.form) body = o.form;
    else if (o.json !== undefined) {
      headers.set('Content-Type', 'application/json');
      body = JSON.stringify(o.json);
    }

    const controle = new AbortController();
    const timer = o.semTimeout
      ? undefined
      : setTimeout(() => controle.abort(), cfg.timeoutMs ?? REQUEST_TIMEOUT_MS);
    const url = `${cfg.baseUrl ?? '/api'}${path}${montarQuery(o.query)}`;
    try {
      let res: Response;
      try {
        res = await fetchAtual()(url, {
          method: o.method ?? 'GET',
          headers,
          body,
          signal: controle.signal,
          ...(o.keepalive ? { keepalive: true } : {}),
        });
      } catch (e) {
        throw erroSemResposta(familia, o.acao, controle.signal.aborted ? 'TIMEOUT' : 'REDE', e);
      }
      if (!res.ok) {
        const corpo = await lerCorpoDeErro(res);
        if (res.status === 401) tratar401(familia, path);
        throw erroHttp(familia, o.acao, res.status, corpo);
      }
      try {
        if (leitura === 'blob') return { corpo: await res.blob(), res };
        if (leitura === 'nada' || res.status === 204) return { corpo: undefined, res };
        const texto = await res.text();
        return { corpo: texto ? (JSON.parse(texto) as unknown) : undefined, res };
      } catch (e) {
        if (controle.signal.aborted) throw erroSemResposta(familia, o.acao, 'TIMEOUT', e);
        throw erroInesperado(familia, o.acao, e, res.status);
      }
    } catch (e) {
      if (e instanceof ApiError) throw e;
      throw erroInesperado(familia, o.acao, e);
    } finally {
      if (timer) clearTimeout(timer);
    }
  }

  return {
    /** The session this client reads the token from and clears on 401. */
    get sessao(): SessionStore {
      return sessao;
    },
    /** Changes options later (apps call this once at start, tests per case). */
    configurar(novas: ClientOptions) {
      const trocouStorage = 'storage' in novas && novas.storage !== cfg.storage;
      cfg = { ...cfg, ...novas };
      if (trocouStorage) sessao = createSessionStore(cfg.storage);
    },
    /** JSON answer, typed by the caller from @morada/domain. */
    async json<T>(path: string, o: RequestOptions): Promise<T> {
      return (await executar(path, o, 'json')).corpo as T;
    },
    /** A paginated list: the rows and X-Total-Count (rows' length when the header is missing). */
    async lista<T>(path: string, o: RequestOptions): Promise<Lista<T>> {
      const { corpo, res } = await executar(path, o, 'json');
      const dados = Array.isArray(corpo) ? (corpo as T[]) : [];
      const total = Number(res.headers.get('X-Total-Count'));
      return {
        dados,
        total: Number.isFinite(total) && res.headers.has('X-Total-Count') ? total : dados.length,
      };
    },
    /** A file (PDF, document) with its name from Content-Disposition. */
    async arquivo(path: string, o: RequestOptions): Promise<Arquivo> {
      const { corpo, res } = await executar(path, o, 'blob');
      return { blob: corpo, nomeArquivo: nomeDoArquivo(res.headers.get('Content-Disposition')) };
    },
    /** Only the success status matters (the body is not read). */
    async vazio(path: string, o: RequestOptions): Promise<void> {
      await executar(path, o, 'nada');
    },
  };
};
