import {
  componentesDoExtrato,
  formatBRL,
  formatData,
  formatPercent,
  linhaDeTotais,
  MSG,
  MSG_FINANCEIRO,
  somarReais,
  TABELA_INADIMPLENCIA_ITENS,
  TABELA_INADIMPLENCIA_MESES,
  TABELA_RECEITA,
  type ExtratoAnual,
  type RelatorioInadimplencia,
  type RelatorioOcupacao,
  type RelatorioReceita,
  type TabelaDeRelatorio,
} from '@morada/domain';
import type { Tabela } from '../exportacao';

const R = MSG.adminUi.relatorios;
const C = R.colunas;
const F = MSG_FINANCEIRO;

/** A report's table as the exports draw it: column titles and text cells. */
const exportar = <T>(t: TabelaDeRelatorio<T>, r: T) => ({
  colunas: t.colunas.map((c) => c.titulo),
  linhas: t.linhas(r),
  totais: t.totais?.(r),
});

export const tabelaReceita = (r: RelatorioReceita): Tabela => ({
  titulo: R.titulos.receita(r.ano),
  ...exportar(TABELA_RECEITA, r),
});

/** The monthly rates first (with their definition), then every late payment. */
export const tabelaInadimplencia = (r: RelatorioInadimplencia): Tabela => ({
  titulo: R.titulos.inadimplencia(formatData(r.dataBase)),
  ...exportar(TABELA_INADIMPLENCIA_MESES, r),
  nota: `${R.inadimplencia}: ${F.taxaInadimplenciaDefinicao}`,
  seguinte: exportar(TABELA_INADIMPLENCIA_ITENS, r),
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

/**
 * The annual statement: one amount per month (paid, or the owner's rent income), its total, then
 * the year's pass-through charges and multa/juros apart. The tenant's also shows the rent part.
 */
export const tabelaExtrato = (r: ExtratoAnual): Tabela => {
  const inquilino = r.parte === 'inquilino';
  const componentes = componentesDoExtrato(r.parte);
  const contratos = r.pessoas.flatMap((p) => p.contratos);
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
      ...componentes.map(([titulo]) => titulo),
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
        ...componentes.map(([, valor]) => formatBRL(valor(c))),
      ]),
    ),
    totais: linhaDeTotais(C.total, 4 + 12, [
      somarReais(r.pessoas.map((p) => p.total)),
      ...componentes.map(([, valor]) => somarReais(contratos.map(valor))),
    ]),
  };
};
