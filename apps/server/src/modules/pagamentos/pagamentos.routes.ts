import { idSchema, MSG, MSG_SERVIDOR, pagarSchema } from '@morada/domain';
import { Hono } from 'hono';
import { z } from 'zod';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { parseOrThrow, readJson } from '../../http/validate';
import { hojeISO } from '../../lib/datas';
import { calcularEncargos } from '../../lib/multa-juros';
import { getBillingProvider } from '../financeiro/billing';
import { obterPagamento, paraPagamento, registrarPago } from './pagamentos.repository';
import { enviarAvisos } from './pagamentos.service';

const idDe = (id: string) => parseOrThrow(z.object({ id: idSchema }), { id }).id;

// Mounted at /api/pagamentos. Admin only.
export const pagamentosRoutes = new Hono<AppEnv>()
  .patch('/:id/pagar', requireAdmin, async (c) => {
    const deps = c.var.deps;
    const id = idDe(c.req.param('id'));
    const p = await obterPagamento(deps.db, id);
    if (!p) throw notFound(MSG.api.pagamentoNaoEncontrado);
    const { dataPagamento } = await readJson(c, pagarSchema);
    if (p.status === 'CANCELLED') throw conflict(MSG_SERVIDOR.pagamentoCancelado);
    if (p.status !== 'PENDING') throw conflict(MSG.api.pagamentoJaPago);
    // What the tenant owes on that day: the amount plus multa and juros of the contract.
    const { valorAtualizado } = calcularEncargos(
      p.valor,
      p.vencimento,
      dataPagamento,
      p.multa_percentual,
      p.juros_mensal_percentual,
    );
    if (!(await registrarPago(deps.db, id, dataPagamento, valorAtualizado)))
      throw conflict(MSG.api.pagamentoJaPago);
    if (p.provider_id)
      await getBillingProvider(deps).registrarPagamento(p.provider_id, dataPagamento, valorAtualizado);
    return c.json(paraPagamento((await obterPagamento(deps.db, id))!, hojeISO(deps.now())));
  })
  .post('/:id/lembrete', requireAdmin, async (c) => {
    const deps = c.var.deps;
    const p = await obterPagamento(deps.db, idDe(c.req.param('id')));
    if (!p) throw notFound(MSG.api.pagamentoNaoEncontrado);
    if (p.status !== 'PENDING') throw conflict(MSG.api.pagamentoJaPago);
    await enviarAvisos(deps, [p], 'lembrete');
    return c.json({ ok: true });
  });
