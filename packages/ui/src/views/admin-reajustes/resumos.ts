import {
  formatCompetencia,
  MSG_REAJUSTE,
  type AplicacaoReajustes,
  type AtualizacaoIndices,
  type ReajustePendente,
} from '@morada/domain';

const R = MSG_REAJUSTE.adminUi.resultado;

/** One outcome of POST /api/reajustes/aplicar, as a toast or a line of the result panel. */
type LinhaResultado = { tipo: 'aplicado' | 'aviso'; titulo: string; descricao?: string };

/**
 * What the admin needs to know after applying: how many were applied (and which), each contract
 * skipped with the server's motivo, and each boleto the provider did not re-issue (to do by hand).
 * `pendentes` is the list the admin applied from, to name contracts by their number.
 */
const linhasDoResultado = (
  resultado: AplicacaoReajustes,
  pendentes: readonly ReajustePendente[],
): LinhaResultado[] => {
  const numero = (id: string) => pendentes.find((p) => p.contratoId === id)?.contratoNumero ?? id;
  const aplicados = resultado.resultados.filter((r) => r.resultado === 'aplicado');
  const linhas: LinhaResultado[] = [];
  if (aplicados.length > 0)
    linhas.push({
      tipo: 'aplicado',
      titulo: R.aplicados(aplicados.length),
      descricao: aplicados.map((r) => numero(r.contratoId)).join(', '),
    });
  for (const r of resultado.resultados) {
    if (r.resultado === 'ignorado')
      linhas.push({ tipo: 'aviso', titulo: R.ignorado(numero(r.contratoId)), descricao: r.motivo });
    if (r.boletosNaoReemitidos.length > 0)
      linhas.push({
        tipo: 'aviso',
        titulo: R.boletos(numero(r.contratoId)),
        descricao: R.boletosDescricao(r.boletosNaoReemitidos.map(formatCompetencia).join(', ')),
      });
  }
  return linhas;
};

/**
 * The toast text of POST /api/indices/atualizar: 'IPCA: 2 meses (até 11/2026)' per index that
 * brought new months (or that nothing was new), then each index the Banco Central failed to give.
 */
const resumoAtualizacaoIndices = ({ atualizados, erros }: AtualizacaoIndices): string => {
  const I = MSG_REAJUSTE.adminUi.indices;
  const novos = atualizados
    .filter((a) => a.meses > 0)
    .map((a) => I.atualizadoItem(a.indice, a.meses, a.ultimoMes && formatCompetencia(a.ultimoMes)));
  const falhas = erros.map((e) => I.erroItem(e.indice, e.mensagem));
  return [...(novos.length ? novos : [I.nadaNovo]), ...falhas].join('; ');
};

export { linhasDoResultado, resumoAtualizacaoIndices };
export type { LinhaResultado };
