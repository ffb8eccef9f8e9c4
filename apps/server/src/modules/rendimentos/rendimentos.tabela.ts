import {
  formatBRL,
  formatCompetencia,
  formatData,
  formatDocumento,
  MSG_REPASSE,
  type InformeRendimentos,
  type Repasse,
} from '@morada/domain';
import type { Tabela } from '../relatorios/relatorios.tabela';

const I = MSG_REPASSE.informe;
const C = MSG_REPASSE.colunas;

/** The annual informe: the months, then each paying contract (the owner declares per source). */
export const tabelaInforme = (r: InformeRendimentos): Tabela => ({
  titulo: `${I.titulo(r.ano)} — ${I.proprietario(r.proprietario.nome, formatDocumento(r.proprietario.documento))}`,
  colunas: [I.colunas.mes, I.colunas.aluguel, I.colunas.taxas, I.colunas.liquido],
  linhas: r.meses.map((m) => [
    formatCompetencia(m.mes),
    formatBRL(m.aluguel),
    formatBRL(m.taxas),
    formatBRL(m.liquido),
  ]),
  totais: [
    I.colunas.total,
    formatBRL(r.totais.aluguel),
    formatBRL(r.totais.taxas),
    formatBRL(r.totais.liquido),
  ],
  nota: I.nota,
  seguinte: {
    colunas: [
      I.colunas.contrato,
      I.colunas.imovel,
      I.colunas.inquilino,
      I.colunas.documento,
      I.colunas.aluguel,
      I.colunas.taxas,
      I.colunas.liquido,
    ],
    linhas: r.fontes.map((f) => [
      f.contrato,
      f.imovel,
      f.inquilino,
      formatDocumento(f.inquilinoDocumento),
      formatBRL(f.aluguel),
      formatBRL(f.taxas),
      formatBRL(f.liquido),
    ]),
  },
});

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
