import type { Repasse } from '@morada/domain';
import { formatBRL, formatCompetencia, formatData, linhaDeTotais, MSG_REPASSE } from '@morada/domain';
import type { Tabela } from '../exportacao';

const I = MSG_REPASSE.informe;
const C = MSG_REPASSE.colunas;

/** The amount columns, in order: the header, each contract's line and the totals follow it. */
const VALORES = [
  'aluguel',
  'encargos',
  'repassados',
  'taxaAdministracao',
  'taxaIntermediacao',
  'liquido',
] as const;

/** A repasse's statement (extrato do proprietário): each contract's line, then the expenses. */
export const tabelaExtratoRepasse = (r: Repasse): Tabela => ({
  titulo: I.extratoTitulo(formatCompetencia(r.mes), r.proprietario.nome),
  colunas: [C.contrato, C.imovel, C.inquilino, ...VALORES.map((k) => C[k])],
  linhas: r.linhas.map((l) => [
    l.contrato.numero,
    l.imovel,
    l.inquilino,
    ...VALORES.map((k) => formatBRL(l[k])),
  ]),
  // The total paid out counts the expenses the owner is reimbursed.
  totais: linhaDeTotais(
    I.colunas.total,
    2,
    VALORES.map((k) => (k === 'liquido' ? r.totais.liquido + r.totais.despesas : r.totais[k])),
  ),
  nota: `${C.liquido}: ${formatBRL(r.totais.liquido)} (${C.despesas}: ${formatBRL(r.totais.despesas)})${
    r.pagamento
      ? ` — ${MSG_REPASSE.status.pago} ${formatData(r.pagamento.data)} (${MSG_REPASSE.meios[r.pagamento.meio]})`
      : ''
  }`,
  seguinte:
    r.despesas.length > 0
      ? {
          colunas: [
            MSG_REPASSE.campos.data,
            C.imovel,
            MSG_REPASSE.campos.descricao,
            MSG_REPASSE.campos.valor,
          ],
          linhas: r.despesas.map((d) => [
            formatData(d.data),
            d.imovel.titulo,
            d.descricao,
            formatBRL(d.valor),
          ]),
        }
      : undefined,
});
