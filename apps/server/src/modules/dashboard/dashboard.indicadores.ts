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
} from '@morada/domain';
import type { Db } from '../../db/database';
import { diasNoMes, somarMeses } from '../../lib/datas';
import { devidoEmAtrasoPorMes } from '../relatorios/relatorios.repository';
import {
  contagemContratosAtivos,
  imoveisPorStatusEOperacao,
  receitaPorMesETipo,
  recebidoNoMesEAnterior,
} from './dashboard.repository';

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
    fimMes: `${mes}-${String(diasNoMes(Number(mes.slice(0, 4)), Number(mes.slice(5, 7)))).padStart(2, '0')}`,
    inicioMesAnterior: `${somarMeses(mes, -1)}-01`,
    inicioJanela: `${somarMeses(mes, -(MESES_GRAFICO - 1))}-01`,
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
    // Amounts received this month and last, by the day received.
    recebidoNoMesEAnterior(db, p.inicioMesAnterior, p.inicioMes, p.hoje),
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
  const receitaMes = receita.mes;
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
    receitaMensal: variacaoMensal(receitaMes, receita.anterior),
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
 * Revenue received in the chart window (last 6 months), by the day each amount came in: by
 * month, by property type and by category, from one GROUP BY over a range of the receipts' date
 * index. Each receipt already says how it was applied, so the categories are its own figures:
 * Aluguel is the rent part (net of discount) plus other monthly charges — folded into Aluguel
 * because the stacked bar has four colours (CORES_CATEGORIA) — then Condomínio, IPTU, and multa
 * plus juros.
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
  const linhas = await receitaPorMesETipo(db, p.inicioJanela, p.hoje);

  const porMes = new Map<string, number>();
  const porTipo = new Map<string, number>();
  const cat = { aluguel: 0, condominio: 0, iptu: 0, multas: 0 };
  for (const l of linhas) {
    porMes.set(l.mes, (porMes.get(l.mes) ?? 0) + l.recebido);
    porTipo.set(l.tipo, (porTipo.get(l.tipo) ?? 0) + l.recebido);
    cat.aluguel += l.aluguel;
    cat.condominio += l.condominio;
    cat.iptu += l.iptu;
    cat.multas += l.multas;
  }
  const receitaData = Array.from({ length: MESES_GRAFICO }, (_, k) => {
    const m = somarMeses(p.mes, k - (MESES_GRAFICO - 1));
    return { mes: formatMesCurto(m), valor: paraReais(porMes.get(m) ?? 0), meta };
  });
  const tipoImovelData = [...porTipo]
    .sort((a, b) => b[1] - a[1])
    .map(([categoria, receita]) => ({ categoria, receita: paraReais(receita) }));
  const somaCat = cat.aluguel + cat.condominio + cat.iptu + cat.multas;
  const receitaPorCategoria = (Object.keys(cat) as (keyof typeof cat)[]).map((k) => ({
    categoria: MSG_SERVIDOR.categorias[k],
    valor: paraReais(cat[k]),
    percentual: percentualDe(cat[k], somaCat),
  }));
  return { receitaData, tipoImovelData, receitaPorCategoria };
};
