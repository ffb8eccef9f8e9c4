import { enviarCobrancaSchema, gerarPagamentosSchema, MSG } from '@morada/domain';
import { Hono } from 'hono';
import { requireAdmin, requireRole } from '../../http/auth';
import type { AppEnv } from '../../http/context';
import { conflict, HttpError, notFound } from '../../http/errors';
import { idDoParametro, parseOrThrow } from '../../http/validate';
import { diaDaAgencia } from '../configuracoes';
import { inquilinoDoContrato } from './contratos.repository';
import {
  listarPorContrato,
  obterPagamento,
  paraPagamento,
  cobradoHoje,
  cobrancaRepetida,
  enviarAvisos,
  gerarPagamentos,
  listarAtrasados,
  obterContratoParaCobrar,
} from '../pagamentos';

/** An optional JSON body: empty means {}, anything else must be JSON. */
const corpoOpcional = async (c: { req: { text: () => Promise<string> } }): Promise<unknown> => {
  const texto = (await c.req.text()).trim();
  if (!texto) return {};
  try {
    return JSON.parse(texto);
  } catch {
    throw new HttpError(400, 'JSON_INVALIDO', MSG.api.jsonInvalido);
  }
};

// Mounted under /api/contratos by the contracts router: a contract's payments.
export const contratoPagamentosRoutes = new Hono<AppEnv>()
  .post('/:id/gerar-pagamentos', requireAdmin, async (c) => {
    const deps = c.var.deps;
    const contrato = await obterContratoParaCobrar(deps, idDoParametro(c.req.param('id')));
    if (!contrato) throw notFound(MSG.api.contratoNaoEncontrado);
    const { meses } = parseOrThrow(gerarPagamentosSchema, await corpoOpcional(c));
    const criados = await gerarPagamentos(deps, contrato, meses);
    if (!criados.length) throw conflict(MSG.api.pagamentosExistentes);
    return c.json(criados, 201);
  })
  .get('/:id/pagamentos', requireRole('admin', 'inquilino'), async (c) => {
    const deps = c.var.deps;
    const id = idDoParametro(c.req.param('id'));
    const dono = await inquilinoDoContrato(deps.db, id);
    // A tenant asking for someone else's contract gets the same answer as for an unknown one.
    if (!dono || (c.var.usuario.perfil !== 'admin' && dono.inquilino_id !== c.var.usuario.id)) {
      throw notFound(MSG.api.contratoNaoEncontrado);
    }
    const { hoje, feriados } = await diaDaAgencia(deps);
    const lista = (await listarPorContrato(deps.db, id)).map((p) => paraPagamento(p, hoje, feriados));
    c.header('X-Total-Count', String(lista.length));
    return c.json(lista);
  })
  .post('/:id/enviar-cobranca', requireAdmin, async (c) => {
    const deps = c.var.deps;
    const contrato = await obterContratoParaCobrar(deps, idDoParametro(c.req.param('id')));
    if (!contrato) throw notFound(MSG.api.contratoNaoEncontrado);
    const { pagamentoId } = parseOrThrow(enviarCobrancaSchema, await corpoOpcional(c));
    let alvo;
    if (pagamentoId) {
      const p = await obterPagamento(deps.db, pagamentoId);
      if (!p || p.contrato_id !== contrato.id) throw notFound(MSG.api.pagamentoNaoEncontrado);
      if (p.status !== 'PENDING') throw conflict(MSG.api.pagamentoJaPago);
      if (cobradoHoje(p, (await diaDaAgencia(deps)).hoje)) throw cobrancaRepetida(p);
      alvo = [p];
    } else {
      alvo = await listarAtrasados(deps, contrato.id);
    }
    return c.json(await enviarAvisos(deps, alvo, 'cobranca'));
  });
