import {
  formatBRL,
  formatCompetencia,
  formatDocumento,
  MSG_REPASSE,
  type InformeRendimentos,
} from '@morada/domain';
import type { Tabela } from '../exportacao';

const I = MSG_REPASSE.informe;

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
