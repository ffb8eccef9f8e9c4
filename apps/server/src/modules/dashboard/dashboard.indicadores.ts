import {
  formatMesCurto,
  hojeNaAgencia,
  MSG_SERVIDOR,
  paraReais,
  percentualDe,
  taxaInadimplencia,
  taxaOcupacao,
  ultimoVencimentoEmAtraso,
  variacaoMensal,
  type Estatisticas,
  type OcupacaoItem,
  type ReceitaCategoriaItem,
  type ReceitaMensalItem,
  type ReceitaTipoItem,
  type Tendencias,
  diasNoMes,
  somarMesesAoMes,
} from '@morada/domain';
import type { Db } from '../../db/database';
import { devidoEmAtrasoPorMes, receitaPorMes } from '../relatorios';
import { contagemContratosAtivos, imoveisPorStatusEOperacao, receitaPorTipo } from './dashboard.repository';

/** The dates every figure is computed against: the agency's day (São Paulo), never UTC. */
export type Periodo = {
  hoje: string;
  mes: string;
  inicioMes: string;
  fimMes: string;
  inicioMesAnterior: string;
  inicioJanela: string;
  /** The latest due date already late today (its prazo, the next business day, has passed). */
  ultimoEmAtraso: string;
};

export const MESES_GRAFICO = 6;

export const periodoDe = (agora: Date, feriadosLocais: readonly string[] = []): Periodo => {
  const hoje = hojeNaAgencia(agora);
  const mes = hoje.slice(0, 7);
  return {
    hoje,
    mes,
    inicioMes: `${mes}-01`,
    fimMes: `${mes}-${String(diasNoMes(mes)).padStart(2, '0')}`,
    inicioMesAnterior: `${somarMesesAoMes(mes, -1)}-01`,
    inicioJanela: `${somarMesesAoMes(mes, -(MESES_GRAFICO - 1))}-01`,
    ultimoEmAtraso: ultimoVencimentoEmAtraso(hoje, feriadosLocais),
  };
};

const CORES_OCUPACAO: Record<string, string> = {
  Ocupado: '#10b981',
  Disponível: '#3b82f6',
  Manutenção: '#f59e0b',
  Reservado: '#8b5cf6',
};

/**
 * The four cards plus the delinquency rate, their month-over-month change (null without a
 * previous month to compare with) and the occupancy donut. Occupancy is over rental properties
 * only, on the card and on the donut alike (the 'Ocupados' slice is the card's figure).
 */
export const estatisticasETendencias = async (
  db: Db,
  p: Periodo,
): Promise<{ estatisticas: Estatisticas; tendencias: Tendencias; ocupacaoData: OcupacaoItem[] }> => {
  const [imoveis, contratos, receita, atraso] = await Promise.all([
    imoveisPorStatusEOperacao(db, p.inicioMes),
    contagemContratosAtivos(db, p.inicioMes),
    // Amounts received this month and last, by the day received (the revenue report's rule).
    receitaPorMes(db, p.inicioMesAnterior, p.hoje),
    // This month's dues already late, and what is still open of them (not cumulative).
    devidoEmAtrasoPorMes(db, p.inicioMes, p.ultimoEmAtraso < p.fimMes ? p.ultimoEmAtraso : p.fimMes),
  ]);

  let total = 0;
  let totalAnt = 0;
  let aluguel = 0;
  let aluguelAnt = 0;
  const locacaoPorStatus = new Map<string, number>();
  for (const g of imoveis) {
    total += g.n;
    totalAnt += g.anteriores;
    if (g.operacao === 'Aluguel') {
      aluguel += g.n;
      aluguelAnt += g.anteriores;
      locacaoPorStatus.set(g.status, (locacaoPorStatus.get(g.status) ?? 0) + g.n);
    }
  }
  const doMes = atraso.get(p.mes) ?? { devido: 0, emAtraso: 0 };
  const receitaMes = receita.get(p.mes)?.recebido ?? 0;
  const receitaAnterior = receita.get(p.inicioMesAnterior.slice(0, 7))?.recebido ?? 0;
  const estatisticas: Estatisticas = {
    totalImoveis: total,
    contratosAtivos: contratos.ativos,
    taxaOcupacao: taxaOcupacao(locacaoPorStatus.get('Ocupado') ?? 0, aluguel),
    receitaMensal: paraReais(receitaMes),
    taxaInadimplencia: taxaInadimplencia(doMes.emAtraso, doMes.devido),
  };
  const tendencias: Tendencias = {
    totalImoveis: variacaoMensal(total, totalAnt),
    contratosAtivos: variacaoMensal(estatisticas.contratosAtivos, contratos.ativosAnt),
    taxaOcupacao: variacaoMensal(
      estatisticas.taxaOcupacao,
      aluguelAnt > 0 ? taxaOcupacao(contratos.ocupadosAnt, aluguelAnt) : null,
    ),
    receitaMensal: variacaoMensal(receitaMes, receitaAnterior),
  };
  // Always the two main slices; maintenance and reserved only when there are any.
  const ocupacaoData: OcupacaoItem[] = (['Ocupado', 'Disponível', 'Manutenção', 'Reservado'] as const)
    .filter((s) => s === 'Ocupado' || s === 'Disponível' || (locacaoPorStatus.get(s) ?? 0) > 0)
    .map((s) => ({
      nome: MSG_SERVIDOR.ocupacao[s],
      valor: percentualDe(locacaoPorStatus.get(s) ?? 0, aluguel),
      cor: CORES_OCUPACAO[s]!,
    }));
  return { estatisticas, tendencias, ocupacaoData };
};

/**
 * Revenue received, by the day each amount came in: per month over the chart window (last 6
 * months) and per property type over the same window; per category for the current month — the
 * month of the 'Receita Mensal' card, so the categories add up to it, and each is the revenue
 * report's figure of that month (both read receitaPorMes). Aluguel is the rent part (net of
 * discount) plus other monthly charges — folded into Aluguel because the stacked bar has four
 * colours (CORES_CATEGORIA) — then Condomínio, IPTU, and multa plus juros.
 */
export const receitas = async (
  db: Db,
  p: Periodo,
  meta: number,
): Promise<{
  receitaData: ReceitaMensalItem[];
  tipoImovelData: ReceitaTipoItem[];
  receitaPorCategoria: ReceitaCategoriaItem[];
}> => {
  const [porMes, porTipo] = await Promise.all([
    receitaPorMes(db, p.inicioJanela, p.hoje),
    receitaPorTipo(db, p.inicioJanela, p.hoje),
  ]);
  const receitaData = Array.from({ length: MESES_GRAFICO }, (_, k) => {
    const m = somarMesesAoMes(p.mes, k - (MESES_GRAFICO - 1));
    return { mes: formatMesCurto(m), valor: paraReais(porMes.get(m)?.recebido ?? 0), meta };
  });
  const tipoImovelData = [...porTipo]
    .sort((a, b) => b[1] - a[1])
    .map(([categoria, receita]) => ({ categoria, receita: paraReais(receita) }));
  const doMes = porMes.get(p.mes);
  const cat = {
    aluguel: (doMes?.aluguel ?? 0) + (doMes?.outros ?? 0),
    condominio: doMes?.condominio ?? 0,
    iptu: doMes?.iptu ?? 0,
    multas: doMes?.multaJuros ?? 0,
  };
  const somaCat = cat.aluguel + cat.condominio + cat.iptu + cat.multas;
  const receitaPorCategoria = (Object.keys(cat) as (keyof typeof cat)[]).map((k) => ({
    categoria: MSG_SERVIDOR.categorias[k],
    valor: paraReais(cat[k]),
    percentual: percentualDe(cat[k], somaCat),
  }));
  return { receitaData, tipoImovelData, receitaPorCategoria };
};
