import { createHash } from 'node:crypto';
import { MSG } from '@morada/domain';
import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { resolveSession } from './auth';
import type { AppEnv } from './context';
import { badRequest, conflict } from './errors';
import {
  guardarResposta,
  liberarChave,
  obterChave,
  purgarChaves,
  reivindicarChave,
  retomarChave,
} from './idempotencia.repository';

/** How long a key answers with its first answer; older keys are purged and mean a new request. */
export const IDEMPOTENCIA_VALIDADE_MS = 24 * 60 * 60 * 1000;
/** A claim whose request never answered (its process stopped) may be taken over after this. */
export const IDEMPOTENCIA_ABANDONO_MS = 5 * 60 * 1000;
/** The header, as the IETF draft and Stripe name it. */
export const CABECALHO_IDEMPOTENCIA = 'Idempotency-Key';
/** 1–255 visible ASCII characters (a UUID is the usual key). */
const CHAVE_VALIDA = /^[\x21-\x7e]{1,255}$/;

/**
 * What makes two requests "the same": the body's media type and bytes (sha-256). A multipart
 * body is hashed without its boundary, which a client draws afresh each time it sends a form.
 */
const impressaoDoCorpo = async (c: Context<AppEnv>): Promise<string> => {
  const tipo = c.req.header('Content-Type') ?? '';
  const bytes = Buffer.from(await c.req.arrayBuffer());
  const hash = createHash('sha256').update(`${tipo.split(';')[0]!.trim().toLowerCase()}\n`);
  const fronteira = /;\s*boundary="?([^";]+)"?/i.exec(tipo)?.[1];
  if (fronteira) hash.update(bytes.toString('latin1').split(fronteira).join(''), 'latin1');
  else hash.update(bytes);
  return hash.digest('hex');
};

/**
 * Idempotency of the money writes (security issue 31; the routes whose contract says
 * `idempotente`). With an Idempotency-Key, the first request claims the key (per user) in the
 * database before it runs, so of repeats arriving together in any process only one writes: a
 * repeat while it runs is a 409, a repeat after it answered gets that answer (same status and
 * body) without writing again, and the same key for another route or body is a 409. Only a
 * successful answer is kept; a refused or failed request frees its key for a corrected retry.
 * Keys are kept IDEMPOTENCIA_VALIDADE_MS. Without the header, the route runs as always.
 */
export const idempotenciaDeclarada: MiddlewareHandler<AppEnv> = async (c, next) => {
  const chave = c.req.header(CABECALHO_IDEMPOTENCIA);
  if (chave === undefined || !c.var.rota?.idempotente) return next();
  const deps = c.var.deps;
  // Keys belong to a user; without a session the route answers its 401 itself.
  const usuario = await resolveSession(deps, c.req.header('Authorization'));
  if (!usuario) return next();
  if (!CHAVE_VALIDA.test(chave)) throw badRequest(MSG.api.idempotenciaChaveInvalida);
  const rota = `${c.req.method} ${c.req.path}`;
  const impressao = await impressaoDoCorpo(c);
  const agora = deps.now().getTime();
  await purgarChaves(deps.db, agora - IDEMPOTENCIA_VALIDADE_MS);
  const pedido = { usuarioId: usuario.id, chave, rota, impressao, agora };
  if (!(await reivindicarChave(deps.db, pedido))) {
    const anterior = await obterChave(deps.db, usuario.id, chave);
    if (anterior && (anterior.rota !== rota || anterior.impressao !== impressao))
      throw conflict(MSG.api.idempotenciaOutraRequisicao);
    if (anterior?.resposta) {
      const { status, tipo, corpo } = anterior.resposta;
      return c.body(corpo, status as ContentfulStatusCode, {
        ...(tipo ? { 'Content-Type': tipo } : {}),
        'Idempotency-Replayed': 'true',
      });
    }
    const abandonada =
      anterior !== undefined &&
      (await retomarChave(deps.db, usuario.id, chave, agora - IDEMPOTENCIA_ABANDONO_MS, agora));
    if (!abandonada) throw conflict(MSG.api.idempotenciaEmAndamento);
  }
  try {
    await next();
  } catch (e) {
    await liberarChave(deps.db, usuario.id, chave);
    throw e;
  }
  const res = c.res;
  if (res.status < 200 || res.status >= 300) {
    await liberarChave(deps.db, usuario.id, chave);
    return;
  }
  try {
    const corpo = await res.clone().text();
    await guardarResposta(deps.db, usuario.id, chave, {
      status: res.status,
      tipo: res.headers.get('Content-Type'),
      corpo,
    });
  } catch (e) {
    // The write is done and answered; only its replay is lost (the claim is taken over later).
    console.error('idempotência: resposta não guardada', e);
  }
};
