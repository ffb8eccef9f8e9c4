import { ordenarCandidatos, paraReais, type CandidatoConciliacao } from '@morada/domain';
import type { Deps } from '../../http/context';
import { diaDaAgencia } from '../configuracoes';
import { listarAbertosComPagador, situacaoEm } from '../pagamentos';
import { pendente } from './lancamentos.service';

/**
 * The open payments a pending credit may pay, best first (the matcher's suggestion, the exact
 * amount on the credit's day…): the list the admin picks from to conciliate it in two clicks.
 */
export const candidatosDoLancamento = async (
  deps: Deps,
  id: string,
  busca?: string,
): Promise<CandidatoConciliacao[]> => {
  const l = await pendente(deps, id);
  const { hoje, feriados } = await diaDaAgencia(deps);
  const data = l.data ?? hoje;
  const abertos = (await listarAbertosComPagador(deps.db)).map((p) => ({
    pagamentoId: p.id,
    competencia: p.competencia,
    vencimento: p.vencimento,
    contratoNumero: p.contrato_numero,
    inquilino: p.pagador_nome,
    valor: paraReais(situacaoEm(p, data, feriados).totalAberto),
  }));
  return ordenarCandidatos({ valor: l.valor, data, pagamentoSugerido: l.pagamentoId }, abertos, busca);
};
