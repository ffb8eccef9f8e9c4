import { gerarCsv, type Dashboard } from '@morada/domain';
import type { Deps } from '../../http/context';
import type { Tabela } from '../exportacao';
import { getConfiguracao } from '../configuracoes';
import { alertas, proximosVencimentos } from './dashboard.alertas';
import { estatisticasETendencias, periodoDe, receitas } from './dashboard.indicadores';
import { repassesDoDashboard } from './dashboard.repasses';

/**
 * Each part of the dashboard as of deps.now() (the agency's day and its local holidays, read once).
 * The whole payload runs every part once, in parallel; the helper routes (spec §7) run only the
 * part they answer.
 */
export const partesDashboard = (deps: Deps) => {
  let config: ReturnType<typeof getConfiguracao> | undefined;
  const contexto = async () => {
    config ??= getConfiguracao(deps.db);
    const c = await config;
    return { p: periodoDe(deps.now(), c.feriadosLocais), meta: c.metaReceitaMensal };
  };
  return {
    indicadores: async () => estatisticasETendencias(deps.db, (await contexto()).p),
    receitas: async () => {
      const { p, meta } = await contexto();
      return receitas(deps.db, p, meta);
    },
    alertas: async () => alertas(deps.db, (await contexto()).p),
    proximosVencimentos: async () => proximosVencimentos(deps.db, (await contexto()).p),
    repasses: async () => repassesDoDashboard(deps.db, (await contexto()).p),
  };
};

export const calcularDashboard = async (deps: Deps): Promise<Dashboard> => {
  const partes = partesDashboard(deps);
  const [ind, rec, al, venc, rep] = await Promise.all([
    partes.indicadores(),
    partes.receitas(),
    partes.alertas(),
    partes.proximosVencimentos(),
    partes.repasses(),
  ]);
  return {
    estatisticas: ind.estatisticas,
    tendencias: ind.tendencias,
    graficos: {
      receitaData: rec.receitaData,
      ocupacaoData: ind.ocupacaoData,
      tipoImovelData: rec.tipoImovelData,
      receitaPorCategoria: rec.receitaPorCategoria,
    },
    alertas: al,
    proximosVencimentos: venc,
    receitaAdministracao: rep.receitaAdministracao,
    repassesSemana: rep.repassesSemana,
  };
};

const CABECALHO_RELATORIO = ['Indicador', 'Valor'];

/** The monthly report's rows (sections: indicators, revenue by month, by category, by type). */
const linhasRelatorio = (d: Dashboard): unknown[][] => {
  const e = d.estatisticas;
  return [
    ['Total de Imóveis', e.totalImoveis],
    ['Contratos Ativos', e.contratosAtivos],
    ['Taxa de Ocupação (%)', e.taxaOcupacao],
    ['Receita Mensal (R$)', e.receitaMensal],
    ['Taxa de Inadimplência (%)', e.taxaInadimplencia],
    [],
    ['Mês', 'Receita (R$)', 'Meta (R$)'],
    ...d.graficos.receitaData.map((r) => [r.mes, r.valor, r.meta]),
    [],
    ['Categoria', 'Valor (R$)', 'Percentual (%)'],
    ...d.graficos.receitaPorCategoria.map((r) => [r.categoria, r.valor, r.percentual]),
    [],
    ['Tipo de Imóvel', 'Receita (R$)'],
    ...d.graficos.tipoImovelData.map((r) => [r.categoria, r.receita]),
    [],
    ['Próximos Vencimentos', 'Inquilino', 'Data', 'Valor (R$)'],
    ...d.proximosVencimentos.map((v) => [v.contrato, v.inquilino, v.data, v.valor]),
  ];
};

/** The monthly report as CSV. */
export const relatorioCsv = (d: Dashboard): string => gerarCsv(CABECALHO_RELATORIO, linhasRelatorio(d));

/**
 * The same rows as a table for the PDF renderer: four columns (the widest section), the section
 * headers as rows, an empty row between sections — what the CSV looks like in a spreadsheet.
 */
export const relatorioTabela = (d: Dashboard, titulo: string): Tabela => {
  const largura = 4;
  const preencher = (l: readonly unknown[]) =>
    Array.from({ length: largura }, (_, i) => (l[i] === undefined ? '' : String(l[i])));
  return { titulo, colunas: preencher(CABECALHO_RELATORIO), linhas: linhasRelatorio(d).map(preencher) };
};
