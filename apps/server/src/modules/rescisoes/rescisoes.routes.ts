import {
  devolucaoEntradaSchema,
  hojeNaAgencia,
  MSG,
  MSG_CICLO,
  MSG_CICLO_DOC,
  rescisaoEntradaSchema,
} from '@morada/domain';
import { Hono } from 'hono';
import { requireAdmin, requireRole } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { inserirAuditoria } from '../../http/auditoria.repository';
import { forbidden, notFound } from '../../http/errors';
import { idDoParametro, readJson } from '../../http/validate';
import { obterContratoCiclo, obterContrato } from '../contratos';
import { devolverAoLocatario } from './devolucao.service';
import { obterRescisao } from './rescisoes.repository';
import { paraRescisao, registrarRescisao, simularRescisao } from './rescisoes.service';
import { gerarTermoRescisaoPdf } from './termo-pdf';

// Mounted at /api/contratos by app.ts: ending a contract (Lei 8.245 art. 4). Admin only, but the
// contract's own tenant may download the termo.
export const rescisoesRoutes = new Hono<AppEnv>()
  .post('/:id/rescisao/simular', requireAdmin, async (c) => {
    const id = idDoParametro(c.req.param('id'));
    const entrada = await readJson(c, rescisaoEntradaSchema);
    return c.json(await simularRescisao(c.var.deps, id, entrada));
  })
  .post('/:id/rescisao', requireAdmin, async (c) => {
    const id = idDoParametro(c.req.param('id'));
    const entrada = await readJson(c, rescisaoEntradaSchema);
    return c.json(await registrarRescisao(c.var.deps, id, entrada, c.var.usuario.id), 201);
  })
  .post('/:id/rescisao/devolucao', requireAdmin, async (c) => {
    const deps = c.var.deps;
    const id = idDoParametro(c.req.param('id'));
    const entrada = await readJson(c, devolucaoEntradaSchema);
    const r = await devolverAoLocatario(deps, id, entrada, c.var.usuario.id);
    // Audited as what it is (the generic log would call it 'POST rescisao').
    await inserirAuditoria(deps.db, {
      usuarioId: c.var.usuario.id,
      acao: 'POST rescisao/devolucao',
      entidade: 'contratos',
      entidadeId: id,
      data: deps.now().toISOString(),
    });
    c.set('auditado', true);
    return c.json(r);
  })
  .get('/:id/rescisao', requireAdmin, async (c) => {
    const { db } = c.var.deps;
    const id = idDoParametro(c.req.param('id'));
    if (!(await obterContratoCiclo(db, id))) throw notFound(MSG.api.contratoNaoEncontrado);
    const r = await obterRescisao(db, id);
    if (!r) throw notFound(MSG_CICLO.rescisao.erros.rescisaoNaoEncontrada);
    return c.json(paraRescisao(r));
  })
  .get('/:id/rescisao/termo.pdf', requireRole('admin', 'inquilino'), async (c) => {
    const deps = c.var.deps;
    const contrato = await obterContrato(
      deps.db,
      idDoParametro(c.req.param('id')),
      hojeNaAgencia(deps.now()),
    );
    if (!contrato) throw notFound(MSG.api.contratoNaoEncontrado);
    if (c.var.usuario.perfil !== 'admin' && contrato.inquilino._id !== c.var.usuario.id) throw forbidden();
    const r = await obterRescisao(deps.db, contrato._id);
    if (!r) throw notFound(MSG_CICLO.rescisao.erros.rescisaoNaoEncontrada);
    const bytes = await gerarTermoRescisaoPdf(deps, contrato, paraRescisao(r));
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200, {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `attachment; filename="${MSG_CICLO_DOC.termo.arquivo(contrato.numero).replace(/[^\w.-]/g, '_')}"`,
      'Cache-Control': 'private, no-store',
    });
  });
