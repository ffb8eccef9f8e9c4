import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import { MSG, SCRIPT_CARREGAR_APP, SCRIPT_TEMA } from '@morada/domain';
import { Hono, type MiddlewareHandler } from 'hono';
import { siteRoutes } from './modules/site';
import { secureHeaders } from 'hono/secure-headers';
import { registrarAuditoria } from './http/auditoria';
import type { AppEnv, Deps } from './http/context';
import { errorBody, respondError } from './http/errors';
import { montarEndpoints } from './http/endpoint';
import { escritaDeclarada } from './http/escrita';
import { idempotenciaDeclarada } from './http/idempotencia';
import { invalidarCaches } from './http/invalidar-caches';
import { endpointsAditivos } from './modules/aditivos';
import { endpointsCep } from './modules/cep';
import {
  endpointsImportacoes,
  endpointsLancamentos,
  endpointsRemessas,
  endpointsWebhooks,
} from './modules/cobranca';
import { endpointsContasCobranca } from './modules/contas-cobranca';
import { endpointsAuth, endpointsBloqueioLogin } from './modules/auth';
import { endpointsConfiguracoes } from './modules/configuracoes';
import { endpointsContato } from './modules/contato';
import { endpointsContratos, endpointsGarantias } from './modules/contratos';
import { endpointsDashboard } from './modules/dashboard';
import { endpointsImoveis } from './modules/imoveis';
import { endpointsJuridico } from './modules/juridico';
import { endpointsLocatario } from './modules/locatario';
import { endpointsRelatorios } from './modules/relatorios';
import { endpointsNotificacoes } from './modules/notificacoes';
import { endpointsFinanceiro, endpointsPagamentos } from './modules/pagamentos';
import { endpointsProprietario } from './modules/proprietario';
import { endpointsReferencia } from './modules/referencia';
import { endpointsIndices, endpointsReajustes } from './modules/reajustes';
import { endpointsDespesas, endpointsRepasses } from './modules/repasses';
import { endpointsPortais } from './modules/portais';
import { endpointsLeads } from './modules/leads';
import { endpointsPropostas } from './modules/propostas';
import {
  endpointsChamadosAdmin,
  endpointsChamadosDasPartes,
  endpointsComprovanteChamado,
  endpointsLimitesAprovacao,
  endpointsPrestadores,
} from './modules/chamados';
import { endpointsRescisoes } from './modules/rescisoes';
import { endpointsUsuarios } from './modules/usuarios';
import { endpointsVisitas } from './modules/visitas';
import { endpointsAssinaturasEletronicas } from './modules/assinaturas';
import { endpointsVistoriador, endpointsVistoriaPartes } from './modules/vistorias';

/** Below this size a JSON answer travels as it is: gzip would save less than it costs (docs/decisions/017). */
export const COMPRIMIR_A_PARTIR_DE = 1024;
const COMPRESSIVEL = /^(?:application\/(?:json|[\w.+-]*\+json|javascript|xml)|text\/|image\/svg\+xml)/i;
const ACEITA_GZIP = /(?:^|,)\s*(?:gzip|\*)\s*(?:,|$|;\s*q=(?!0(?:\.0*)?\s*(?:,|$)))/i;
const gzipAsync = promisify(gzip);

/**
 * Recent gzip results by body text. The cached listing and detail answer the same text to every
 * visitor: looking it up costs a string hash, compressing it again ~10× more. Only mid-sized texts,
 * few of them, least recently used first out.
 */
const GZIP_MEMO_MAX = 256;
const GZIP_MEMO_TEXTO_MAX = 64 * 1024;
const gzipMemo = new Map<string, Uint8Array<ArrayBuffer>>();
const gzipDoTexto = async (texto: string, bytes: Uint8Array<ArrayBuffer>) => {
  if (texto.length > GZIP_MEMO_TEXTO_MAX) return new Uint8Array(await gzipAsync(bytes));
  const achado = gzipMemo.get(texto);
  if (achado) {
    gzipMemo.delete(texto);
    gzipMemo.set(texto, achado);
    return achado;
  }
  const gz = new Uint8Array(await gzipAsync(bytes));
  gzipMemo.set(texto, gz);
  if (gzipMemo.size > GZIP_MEMO_MAX) gzipMemo.delete(gzipMemo.keys().next().value!);
  return gz;
};

let simboloCorpo: symbol | undefined;
/**
 * The text a handler answered with (c.json), read from @hono/node-server's lightweight Response
 * without turning it into a stream (which would take the server off its fast path); undefined for
 * any other Response (the platform's, under app.request in tests, or a stream).
 */
const textoDaResposta = (res: Response): string | undefined => {
  simboloCorpo ??= Object.getOwnPropertySymbols(res).find((s) => s.description === 'cache');
  const cache: unknown = simboloCorpo && Reflect.get(res, simboloCorpo);
  return Array.isArray(cache) && typeof cache[1] === 'string' ? cache[1] : undefined;
};

/**
 * What every /api answer gets after its handler, in one step and on the response itself (c.header
 * after the handler would rebuild the response as a stream): Cache-Control: no-store, and gzip for
 * a compressible body of COMPRIMIR_A_PARTIR_DE bytes or more, when the client accepts it.
 */
const respostaApi: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const res = c.res;
  res.headers.set('Cache-Control', 'no-store');
  if (
    c.req.method === 'HEAD' ||
    res.status === 204 ||
    res.status === 206 ||
    res.status === 304 ||
    res.headers.has('Content-Encoding') ||
    !COMPRESSIVEL.test(res.headers.get('Content-Type') ?? '')
  ) {
    return;
  }
  const texto = textoDaResposta(res);
  if (texto !== undefined && texto.length < COMPRIMIR_A_PARTIR_DE / 3) return; // at most 3 bytes a char
  const bytes: Uint8Array<ArrayBuffer> =
    texto !== undefined ? new TextEncoder().encode(texto) : new Uint8Array(await res.arrayBuffer());
  const pequeno = bytes.byteLength < COMPRIMIR_A_PARTIR_DE;
  const headers = new Headers(res.headers);
  if (!pequeno) {
    const vary = headers.get('Vary');
    if (vary !== '*' && !/(?:^|,)\s*accept-encoding\s*(?:,|$)/i.test(vary ?? '')) {
      headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    }
  }
  const gz = !pequeno && ACEITA_GZIP.test(c.req.header('Accept-Encoding') ?? '');
  if (texto !== undefined && !gz && pequeno) return;
  let corpo: Uint8Array<ArrayBuffer> = bytes;
  if (gz) {
    corpo = texto !== undefined ? await gzipDoTexto(texto, bytes) : new Uint8Array(await gzipAsync(bytes));
    headers.set('Content-Encoding', 'gzip');
    headers.delete('Content-Length');
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
  }
  // Replaced, not merged: the setter would copy every header again onto a rebuilt response.
  c.res = undefined;
  c.res = new Response(corpo, { status: res.status, headers });
};

/** Every route of the contract that is attached to its declaration (http/endpoint). */
const ENDPOINTS = [
  ...endpointsGarantias,
  ...endpointsDashboard,
  ...endpointsRelatorios,
  ...endpointsProprietario,
  ...endpointsLocatario,
  ...endpointsAuth,
  ...endpointsBloqueioLogin,
  ...endpointsUsuarios,
  ...endpointsImoveis,
  ...endpointsContato,
  ...endpointsConfiguracoes,
  ...endpointsJuridico,
  ...endpointsNotificacoes,
  ...endpointsCep,
  ...endpointsReferencia,
  ...endpointsContratos,
  ...endpointsRescisoes,
  ...endpointsAditivos,
  ...endpointsPagamentos,
  ...endpointsFinanceiro,
  ...endpointsContasCobranca,
  ...endpointsLancamentos,
  ...endpointsImportacoes,
  ...endpointsRemessas,
  ...endpointsWebhooks,
  ...endpointsIndices,
  ...endpointsReajustes,
  ...endpointsRepasses,
  ...endpointsDespesas,
  ...endpointsPortais,
  ...endpointsLeads,
  ...endpointsChamadosDasPartes,
  ...endpointsChamadosAdmin,
  ...endpointsLimitesAprovacao,
  ...endpointsComprovanteChamado,
  ...endpointsPrestadores,
  ...endpointsVisitas,
  ...endpointsAssinaturasEletronicas,
  ...endpointsPropostas,
  ...endpointsVistoriador,
  ...endpointsVistoriaPartes,
];

export const api = montarEndpoints(new Hono<AppEnv>(), ENDPOINTS);

const hashCsp = (script: string) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
/** The CSP sources of the two inline scripts the site's pages carry (theme, app loader), by hash. */
export const HASHES_SCRIPTS_INLINE = [hashCsp(SCRIPT_TEMA), hashCsp(SCRIPT_CARREGAR_APP)];

/** The whole HTTP surface: /api, then (in index.ts) the uploads and the two built apps. */
export const createApp = (deps: Deps) => {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        // Only our files, and the site's two inline scripts by their hashes (nothing else inline).
        scriptSrc: ["'self'", ...HASHES_SCRIPTS_INLINE],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
      // One year (hono's default is 180 days), the minimum HSTS preload lists accept.
      strictTransportSecurity: 'max-age=31536000; includeSubDomains',
      // Agrees with frame-ancestors 'none' for browsers that ignore CSP's frame-ancestors.
      xFrameOptions: 'DENY',
      permissionsPolicy: { camera: [], microphone: [], geolocation: [] },
    }),
  );
  // JSON answers worth it (listings, dashboard) travel gzip-compressed; all are no-store.
  app.use('/api/*', respostaApi);
  // Body limits, idempotency keys, cache invalidation and the audit log concern writes only: reads
  // skip them. The limit, whether a route takes an Idempotency-Key and what to invalidate are
  // declared on each route of the contract (@morada/domain/api). A replayed answer skips the rest.
  app.on(
    ['POST', 'PUT', 'PATCH', 'DELETE'],
    '/api/*',
    escritaDeclarada,
    idempotenciaDeclarada,
    invalidarCaches,
    registrarAuditoria,
  );
  app.get('/api/health', (c) => c.json({ status: 'ok' }));
  app.route('/api', api);
  app.all('/api/*', (c) => c.json(errorBody('NAO_ENCONTRADO', MSG.api.rotaNaoEncontrada), 404));
  app.route('/', siteRoutes);
  app.onError((err, c) => respondError(c, err));
  return app;
};

export type Api = typeof api;
