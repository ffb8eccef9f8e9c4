import { randomUUID } from 'node:crypto';
import { despesaEntradaSchema, hojeNaAgencia, MSG, MSG_REPASSE, paraCentavos } from '@morada/domain';
import { Hono } from 'hono';
import { requireAdmin } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { conflict, notFound } from '../../http/errors';
import { idDoParametro, readJson, readQuery } from '../../http/validate';
import {
  excluirDespesaAberta,
  imovelDaDespesa,
  inserirDespesa,
  listarDespesasDoMes,
  obterDespesa,
} from './despesas.repository';
import { mesQuerySchema } from './repasses.routes';
import { despesaEmReais, paraDespesa } from './repasses.service';

const E = MSG_REPASSE.erros;

// Mounted at /api/despesas: expenses the agency paid on an owner's behalf. Admin only.
export const despesasRoutes = new Hono<AppEnv>()
  .use('*', requireAdmin)
  .get('/', async (c) => {
    const deps = c.var.deps;
    const mes = readQuery(c, mesQuerySchema).mes ?? hojeNaAgencia(deps.now()).slice(0, 7);
    const lista = (await listarDespesasDoMes(deps.db, mes)).map((d) => despesaEmReais(paraDespesa(d)));
    c.header('X-Total-Count', String(lista.length));
    return c.json(lista);
  })
  .post('/', async (c) => {
    const deps = c.var.deps;
    const e = await readJson(c, despesaEntradaSchema);
    const imovel = await imovelDaDespesa(deps.db, e.imovelId);
    if (!imovel) throw notFound(MSG.api.imovelNaoEncontrado);
    if (!imovel.proprietarioId) throw conflict(E.imovelSemProprietario);
    const id = randomUUID();
    await inserirDespesa(
      deps.db,
      {
        id,
        imovelId: e.imovelId,
        imovelTitulo: imovel.titulo,
        proprietarioId: imovel.proprietarioId,
        data: e.data,
        descricao: e.descricao,
        valor: paraCentavos(e.valor),
      },
      deps.now().toISOString(),
      c.var.usuario.id,
    );
    return c.json(despesaEmReais(paraDespesa((await obterDespesa(deps.db, id))!)), 201);
  })
  .delete('/:id', async (c) => {
    const { db } = c.var.deps;
    const id = idDoParametro(c.req.param('id'));
    const d = await obterDespesa(db, id);
    if (!d) throw notFound(E.despesaNaoEncontrada);
    // Only an open expense goes: one a repasse took between the read and the delete stays.
    if (!(await excluirDespesaAberta(db, id))) throw conflict(E.despesaRepassada);
    return c.body(null, 204);
  });
