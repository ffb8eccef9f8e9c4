import type {
  ExtratoAnual,
  RelatorioInadimplencia,
  RelatorioOcupacao,
  RelatorioReceita,
} from '@morada/domain';
import { formatBRL, formatCompetencia, formatData, formatPercent, gerarCsv, MSG } from '@morada/domain';

const R = MSG.adminUi.relatorios;
const C = R.colunas;

/** A report flattened to one table: what both the CSV and the PDF renderings print. */
export type Tabela = {
  titulo: string;
  colunas: string[];
  /** Cells already formatted for people (R$, dd/mm/aaaa). */
  linhas: string[][];
  /** A closing row of totals, when the report has one. */
  totais?: string[];
};

export const tabelaReceita = (r: RelatorioReceita): Tabela => ({
  titulo: R.titulos.receita(r.ano),
  colunas: [C.mes, C.esperado, C.recebido, C.meta, C.percentualMeta],
  linhas: r.meses.map((m) => [
    formatCompetencia(m.mes),
    formatBRL(m.esperado),
    formatBRL(m.recebido),
    formatBRL(m.meta),
    formatPercent(m.percentualMeta),
  ]),
  totais: [C.total, formatBRL(r.totais.esperado), formatBRL(r.totais.recebido), formatBRL(r.totais.meta), ''],
});

export const tabelaInadimplencia = (r: RelatorioInadimplencia): Tabela => ({
  titulo: R.titulos.inadimplencia(formatData(r.dataBase)),
  colunas: [
    C.contrato,
    C.inquilino,
    C.competencia,
    C.vencimento,
    C.diasAtraso,
    C.valor,
    C.multa,
    C.juros,
    C.valorAtualizado,
  ],
  linhas: r.itens.map((i) => [
    i.contrato,
    i.inquilino,
    formatCompetencia(i.competencia),
    formatData(i.vencimento),
    String(i.diasAtraso),
    formatBRL(i.valor),
    formatBRL(i.multa),
    formatBRL(i.juros),
    formatBRL(i.valorAtualizado),
  ]),
  totais: [
    C.total,
    '',
    '',
    '',
    '',
    formatBRL(r.totais.valor),
    formatBRL(r.totais.multa),
    formatBRL(r.totais.juros),
    formatBRL(r.totais.valorAtualizado),
  ],
});

export const tabelaOcupacao = (r: RelatorioOcupacao): Tabela => ({
  titulo: `${R.titulos.ocupacao} (${R.taxaOcupacao}: ${formatPercent(r.taxaOcupacao)})`,
  colunas: [C.titulo, C.tipo, C.cidade, C.status, C.contrato, C.inquilino, C.aluguel],
  linhas: r.imoveis.map((i) => [
    i.titulo,
    i.tipo,
    i.cidade,
    i.status,
    i.contrato ?? '',
    i.inquilino ?? '',
    i.valorAluguel === null ? '' : formatBRL(i.valorAluguel),
  ]),
  totais: [
    C.total,
    String(r.imoveis.length),
    '',
    r.resumo.map((s) => `${s.status}: ${s.quantidade}`).join(' · '),
    '',
    '',
    '',
  ],
});

export const tabelaExtrato = (r: ExtratoAnual): Tabela => {
  const inquilino = r.parte === 'inquilino';
  return {
    titulo: inquilino ? R.titulos.extratoInquilino(r.ano) : R.titulos.extratoProprietario(r.ano),
    colunas: [
      inquilino ? C.inquilino : C.proprietario,
      C.cpf,
      C.contrato,
      C.imovel,
      inquilino ? C.proprietario : C.inquilino,
      ...R.meses,
      C.total,
    ],
    linhas: r.pessoas.flatMap((p) =>
      p.contratos.map((c) => [
        p.nome,
        p.cpf,
        c.contrato,
        c.imovel,
        c.contraparte,
        ...c.meses.map(formatBRL),
        formatBRL(c.total),
      ]),
    ),
    totais: [
      C.total,
      '',
      '',
      '',
      '',
      ...Array<string>(12).fill(''),
      formatBRL(r.pessoas.reduce((s, p) => s + p.total, 0)),
    ],
  };
};

/** CSV of a table (formula-safe cells, BOM for Excel), totals as the last row. */
export const tabelaCsv = (t: Tabela): string =>
  gerarCsv(t.colunas, t.totais ? [...t.linhas, t.totais] : t.linhas);
