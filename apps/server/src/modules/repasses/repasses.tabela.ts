import { formatBRL, formatCompetencia, formatData, MSG_REPASSE, type Repasse } from '@morada/domain';
import type { Tabela } from '../exportacao';

const I = MSG_REPASSE.informe;
const C = MSG_REPASSE.colunas;

/** A repasse's statement (extrato do proprietário): each contract's line, then the expenses. */
export const tabelaExtratoRepasse = (r: Repasse): Tabela => ({
  titulo: I.extratoTitulo(formatCompetencia(r.mes), r.proprietario.nome),
  colunas: [
    C.contrato,
    C.imovel,
    C.inquilino,
    C.aluguel,
    C.encargos,
    C.repassados,
    C.taxaAdministracao,
    C.taxaIntermediacao,
    C.liquido,
  ],
  linhas: r.linhas.map((l) => [
    l.contrato.numero,
    l.imovel,
    l.inquilino,
    formatBRL(l.aluguel),
    formatBRL(l.encargos),
    formatBRL(l.repassados),
    formatBRL(l.taxaAdministracao),
    formatBRL(l.taxaIntermediacao),
    formatBRL(l.liquido),
  ]),
  totais: [
    I.colunas.total,
    '',
    '',
    formatBRL(r.totais.aluguel),
    formatBRL(r.totais.encargos),
    formatBRL(r.totais.repassados),
    formatBRL(r.totais.taxaAdministracao),
    formatBRL(r.totais.taxaIntermediacao),
    formatBRL(r.totais.liquido + r.totais.despesas),
  ],
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
