import {
  caucaoDentroDoLimite,
  caucaoMaxima,
  formatBRL,
  garantiaEntradaSchema,
  hojeNaAgencia,
  MSG,
  MSG_CICLO,
  paraCentavos,
  paraReais,
} from '@morada/domain';
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { idDoParametro, readJson } from '../../http/validate';
import { obterContratoCiclo } from '../contratos/contrato-ciclo.repository';
import { excluirGarantia, obterGarantia, salvarGarantia } from './garantias.repository';

const ENCERRADOS = ['Finalizado', 'Cancelado'];
const E = MSG_CICLO.garantia.erros;

// Mounted at /api/contratos by app.ts: the contract's one guarantee (Lei 8.245 art. 37). Admin only.
export const garantiasRoutes = new Hono<AppEnv>()
  .get('/:id/garantia', requireAdmin, async (c) => {
    const { db, now } = c.var.deps;
    const id = idDoParametro(c.req.param('id'));
    if (!(await obterContratoCiclo(db, id))) throw notFound(MSG.api.contratoNaoEncontrado);
    return c.json({ garantia: (await obterGarantia(db, id, hojeNaAgencia(now()))) ?? null });
  })
  .put('/:id/garantia', requireAdmin, async (c) => {
    const { db, now } = c.var.deps;
    const contrato = await obterContratoCiclo(db, idDoParametro(c.req.param('id')));
    if (!contrato) throw notFound(MSG.api.contratoNaoEncontrado);
    const g = await readJson(c, garantiaEntradaSchema);
    if (ENCERRADOS.includes(contrato.status)) throw conflict(E.contratoEncerrado);
    const aluguel = contrato.composicao.aluguel;
    if (g.tipo === 'caucao' && !caucaoDentroDoLimite(paraCentavos(g.valor), aluguel)) {
      const mensagem = E.caucaoAcimaDoLimite(formatBRL(paraReais(caucaoMaxima(aluguel))));
      throw badRequest(mensagem, [{ valor: mensagem }]);
    }
    await salvarGarantia(db, contrato.id, g, c.var.usuario.id, now().toISOString());
    return c.json((await obterGarantia(db, contrato.id, hojeNaAgencia(now())))!);
  })
  .delete('/:id/garantia', requireAdmin, async (c) => {
    const { db } = c.var.deps;
    const contrato = await obterContratoCiclo(db, idDoParametro(c.req.param('id')));
    if (!contrato) throw notFound(MSG.api.contratoNaoEncontrado);
    if (ENCERRADOS.includes(contrato.status)) throw conflict(E.contratoEncerrado);
    await excluirGarantia(db, contrato.id);
    return c.body(null, 204);
  });
