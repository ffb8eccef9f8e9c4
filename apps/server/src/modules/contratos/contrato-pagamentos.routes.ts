import { MSG } from '@morada/domain';
import { endpoint } from '../../http/endpoint';
import { conflict, notFound } from '../../http/errors';
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

/** A contract's payments: generating and charging them (admin), reading them (admin or its tenant). */
export const endpointsContratoPagamentos = [
  endpoint('POST /api/contratos/{id}/gerar-pagamentos', async ({ c, deps, params, body: { meses } }) => {
    const contrato = await obterContratoParaCobrar(deps, params.id);
    if (!contrato) throw notFound(MSG.api.contratoNaoEncontrado);
    const criados = await gerarPagamentos(deps, contrato, meses);
    if (!criados.length) throw conflict(MSG.api.pagamentosExistentes);
    return c.json(criados, 201);
  }),
  endpoint('GET /api/contratos/{id}/pagamentos', async ({ c, deps, usuario, params: { id } }) => {
    const dono = await inquilinoDoContrato(deps.db, id);
    // A tenant asking for someone else's contract gets the same answer as for an unknown one.
    if (!dono || (usuario.perfil !== 'admin' && dono.inquilino_id !== usuario.id)) {
      throw notFound(MSG.api.contratoNaoEncontrado);
    }
    const { hoje, feriados } = await diaDaAgencia(deps);
    const lista = (await listarPorContrato(deps.db, id)).map((p) => paraPagamento(p, hoje, feriados));
    c.header('X-Total-Count', String(lista.length));
    return c.json(lista);
  }),
  endpoint('POST /api/contratos/{id}/enviar-cobranca', async ({ c, deps, params, body: { pagamentoId } }) => {
    const contrato = await obterContratoParaCobrar(deps, params.id);
    if (!contrato) throw notFound(MSG.api.contratoNaoEncontrado);
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
  }),
];
