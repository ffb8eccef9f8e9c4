import type {
  ExtratoAnual,
  RelatorioInadimplencia,
  RelatorioOcupacao,
  RelatorioReceita,
} from '@morada/domain';
import {
  formatBRL,
  formatCompetencia,
  formatData,
  formatPercent,
  MSG,
  MSG_FINANCEIRO,
  MSG_SERVIDOR,
  paraCentavos,
  paraReais,
} from '@morada/domain';
import type { Tabela } from '../exportacao';

const R = MSG.adminUi.relatorios;
const C = R.colunas;
const F = MSG_FINANCEIRO;

export const tabelaReceita = (r: RelatorioReceita): Tabela => ({
  titulo: R.titulos.receita(r.ano),
  colunas: [C.mes, C.esperado, C.recebido, MSG_SERVIDOR.categorias.multas, C.meta, C.percentualMeta],
  linhas: r.meses.map((m) => [
    formatCompetencia(m.mes),
    formatBRL(m.esperado),
    formatBRL(m.recebido),
    formatBRL(m.multaJuros),
    formatBRL(m.meta),
    formatPercent(m.percentualMeta),
  ]),
  totais: [
    C.total,
    formatBRL(r.totais.esperado),
    formatBRL(r.totais.recebido),
    formatBRL(r.totais.multaJuros),
    formatBRL(r.totais.meta),
    '',
  ],
});

/** The monthly rates first (with their definition), then every late payment. */
export const tabelaInadimplencia = (r: RelatorioInadimplencia): Tabela => ({
  titulo: R.titulos.inadimplencia(formatData(r.dataBase)),
  colunas: [C.mes, C.esperado, F.saldo, R.inadimplencia],
  linhas: r.meses.map((m) => [
    formatCompetencia(m.mes),
    formatBRL(m.devido),
    formatBRL(m.emAtraso),
    formatPercent(m.taxaInadimplencia),
  ]),
  nota: `${R.inadimplencia}: ${F.taxaInadimplenciaDefinicao}`,
  seguinte: {
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
  },
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
  type Contrato = ExtratoAnual['pessoas'][number]['contratos'][number];
  const todos: [string, (c: Contrato) => number][] = [
    [C.aluguel, (c) => c.aluguel],
    [F.componentes.condominio, (c) => c.condominio],
    [F.componentes.iptu, (c) => c.iptu],
    [F.componentes.outros, (c) => c.outros],
    [MSG_SERVIDOR.categorias.multas, (c) => c.multaJuros],
  ];
  // On the owner's statement the total already is the rent.
  const componentes = inquilino ? todos : todos.slice(1);
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
    totais: [
      C.total,
      '',
      '',
      '',
      '',
      ...Array<string>(12).fill(''),
      formatBRL(somarReais(r.pessoas.map((p) => p.total))),
      ...componentes.map(([, valor]) => formatBRL(somarReais(contratos.map(valor)))),
    ],
  };
};

/** Sums amounts in reais through centavos, so a column of cents adds up exactly. */
const somarReais = (valores: readonly number[]) =>
  paraReais(valores.reduce((s, v) => s + paraCentavos(v), 0));
