import type { MiddlewareHandler } from 'hono';
import { inserirAuditoria } from './auditoria.repository';
import type { AppEnv } from './context';

/** Path groups whose entity is two segments deep (/api/juridico/documentos/:id). */
const GRUPOS = new Set(['juridico', 'financeiro']);

/** '/api/contratos/ab12/gerar-pagamentos' → entidade 'contratos', id 'ab12', acao 'POST gerar-pagamentos'. */
export const descreverEscrita = (metodo: string, caminho: string) => {
  const partes = caminho
    .replace(/^\/api\/?/, '')
    .split('/')
    .filter(Boolean);
  const profundidade = GRUPOS.has(partes[0] ?? '') ? 2 : 1;
  const entidade = partes.slice(0, profundidade).join('/');
  const [entidadeId, subacao] = partes.slice(profundidade);
  return { entidade, entidadeId: entidadeId ?? null, acao: subacao ? `${metodo} ${subacao}` : metodo };
};

/**
 * The audit log of DESIGN §4: every successful write made in a signed-in session (who, what,
 * which record, when). Reads, failed requests and anonymous calls (contact, register) are not
 * recorded; logging never fails the request it describes.
 */
export const registrarAuditoria: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const usuario = c.get('usuario');
  if (!usuario || c.req.method === 'GET' || c.req.method === 'HEAD' || c.res.status >= 300) return;
  if (c.get('auditado')) return;
  const { entidade, entidadeId, acao } = descreverEscrita(c.req.method, c.req.path);
  const deps = c.var.deps;
  try {
    await inserirAuditoria(deps.db, {
      usuarioId: usuario.id,
      acao,
      entidade,
      entidadeId,
      data: deps.now().toISOString(),
    });
  } catch (e) {
    console.error('auditoria: registro falhou', e);
  }
};
