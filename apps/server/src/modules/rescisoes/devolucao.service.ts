import { formatData, MSG, MSG_ACERTO, MSG_CICLO, type MeioPagamento, type Rescisao } from '@morada/domain';
import type { Deps } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { diaDaAgencia } from '../configuracoes';
import { obterContratoCiclo } from '../contratos';
import { obterRescisao, registrarDevolucao } from './rescisoes.repository';
import { paraRescisao } from './rescisoes.service';

const E = MSG_ACERTO.erros;

/**
 * POST …/rescisao/devolucao: the admin records that what the settlement owes the tenant was given
 * back (day and means). Once only: a second record is 409, also when two race (the UPDATE's WHERE).
 */
export const devolverAoLocatario = async (
  deps: Deps,
  contratoId: string,
  e: { data: string; meio: MeioPagamento },
  usuarioId: string,
): Promise<Rescisao> => {
  if (!(await obterContratoCiclo(deps.db, contratoId))) throw notFound(MSG.api.contratoNaoEncontrado);
  const r = await obterRescisao(deps.db, contratoId);
  if (!r) throw notFound(MSG_CICLO.rescisao.erros.rescisaoNaoEncontrada);
  if (!r.devolucao) throw conflict(E.semDevolucao);
  if (r.devolucao.data) throw conflict(E.jaDevolvido(formatData(r.devolucao.data)));
  const { hoje } = await diaDaAgencia(deps);
  if (e.data > hoje) throw badRequest(E.dataFutura, [{ data: E.dataFutura }]);
  if (e.data < r.dataSaida) throw badRequest(E.dataAntesDaSaida, [{ data: E.dataAntesDaSaida }]);
  const feito = await registrarDevolucao(deps.db, r.id, {
    data: e.data,
    meio: e.meio,
    por: usuarioId,
    em: deps.now().toISOString(),
  });
  if (!feito) {
    const agora = await obterRescisao(deps.db, contratoId);
    throw conflict(E.jaDevolvido(formatData(agora?.devolucao?.data ?? e.data)));
  }
  return paraRescisao((await obterRescisao(deps.db, contratoId))!);
};
