import {
  formatMesCurto,
  MSG_SERVIDOR,
  variacaoPercentual,
  type Estatisticas,
  type OcupacaoItem,
  type ReceitaCategoriaItem,
  type ReceitaMensalItem,
  type ReceitaTipoItem,
  type Tendencias,
} from '@morada/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { somarMeses } from '../../lib/datas';
import { numero, percentual, reais } from '../../lib/numeros';

/** The dates every figure is computed against (deps.now(), UTC calendar). */
export type Periodo = {
  hoje: string;
  mes: string;
  inicioMes: string;
  inicioMesAnterior: string;
  inicioJanela: string;
};

export const MESES_GRAFICO = 6;

export const periodoDe = (agora: Date): Periodo => {
  const hoje = agora.toISOString().slice(0, 10);
  const mes = hoje.slice(0, 7);
  return {
    hoje,
    mes,
    inicioMes: `${mes}-01`,
    inicioMesAnterior: `${somarMeses(mes, -1)}-01`,
    inicioJanela: `${somarMeses(mes, -(MESES_GRAFICO - 1))}-01`,
  };
};

const CORES_OCUPACAO: Record<string, string> = {
  Ocupado: '#10b981',
  Disponível: '#3b82f6',
  Manutenção: '#f59e0b',
  Reservado: '#8b5cf6',
};

/** Properties by status and operation: one GROUP BY over imoveis. */
const contagemImoveis = (db: Db, p: Periodo) =>
  db
    .selectFrom('imoveis')
    .select((eb) => [
      'status',
      'operacao',
      eb.fn.countAll<number>().as('n'),
      sql<number>`sum(case when data_cadastro < ${p.inicioMes} then 1 else 0 end)`.as('anteriores'),
    ])
    .groupBy(['status', 'operacao'])
    .execute();

/** The four cards plus the delinquency rate, and their month-over-month change. */
export const estatisticasETendencias = async (
  db: Db,
  p: Periodo,
): Promise<{ estatisticas: Estatisticas; tendencias: Tendencias; ocupacaoData: OcupacaoItem[] }> => {
  const [imoveis, contratos, receita, atraso] = await Promise.all([
    contagemImoveis(db, p),
    db
      .selectFrom('contratos')
      .select([
        sql<number>`sum(case when status = 'Ativo' then 1 else 0 end)`.as('ativos'),
        sql<number>`sum(case when status = 'Ativo' and data_inicio < ${p.inicioMes} then 1 else 0 end)`.as(
          'ativosAnt',
        ),
        sql<number>`count(distinct case when status = 'Ativo' and data_inicio < ${p.inicioMes} then imovel_id end)`.as(
          'ocupadosAnt',
        ),
      ])
      .executeTakeFirstOrThrow(),
    db
      .selectFrom('pagamentos')
      .select([
        sql<number>`sum(case when data_pagamento >= ${p.inicioMes} then valor_pago else 0 end)`.as('mes'),
        sql<number>`sum(case when data_pagamento < ${p.inicioMes} then valor_pago else 0 end)`.as('anterior'),
      ])
      // Only received payments carry data_pagamento; filtering on it alone lets the planner use
      // its index instead of scanning every RECEIVED row through the status index.
      .where('data_pagamento', '>=', p.inicioMesAnterior)
      .where('data_pagamento', '<=', p.hoje)
      .executeTakeFirstOrThrow(),
    // Amount due so far (due date passed, not cancelled) and the part still open.
    db
      .selectFrom('pagamentos')
      .select([
        sql<number>`sum(valor)`.as('devido'),
        sql<number>`sum(case when status = 'PENDING' then valor else 0 end)`.as('vencido'),
      ])
      .where('status', 'in', ['PENDING', 'RECEIVED'])
      .where('vencimento', '<', p.hoje)
      .executeTakeFirstOrThrow(),
  ]);

  let total = 0;
  let totalAnt = 0;
  let aluguel = 0;
  let aluguelAnt = 0;
  let ocupados = 0;
  const porStatus = new Map<string, number>();
  for (const g of imoveis) {
    total += numero(g.n);
    totalAnt += numero(g.anteriores);
    porStatus.set(g.status, (porStatus.get(g.status) ?? 0) + numero(g.n));
    if (g.operacao === 'Aluguel') {
      aluguel += numero(g.n);
      aluguelAnt += numero(g.anteriores);
      if (g.status === 'Ocupado') ocupados += numero(g.n);
    }
  }
  const estatisticas: Estatisticas = {
    totalImoveis: total,
    contratosAtivos: numero(contratos.ativos),
    taxaOcupacao: percentual(ocupados, aluguel),
    receitaMensal: reais(numero(receita.mes)),
    taxaInadimplencia: percentual(numero(atraso.vencido), numero(atraso.devido)),
  };
  const tendencias: Tendencias = {
    totalImoveis: variacaoPercentual(total, totalAnt),
    contratosAtivos: variacaoPercentual(estatisticas.contratosAtivos, numero(contratos.ativosAnt)),
    taxaOcupacao: variacaoPercentual(
      estatisticas.taxaOcupacao,
      percentual(numero(contratos.ocupadosAnt), aluguelAnt),
    ),
    receitaMensal: variacaoPercentual(estatisticas.receitaMensal, reais(numero(receita.anterior))),
  };
  // Always the two main slices; maintenance and reserved only when there are any.
  const ocupacaoData: OcupacaoItem[] = (['Ocupado', 'Disponível', 'Manutenção', 'Reservado'] as const)
    .filter((s) => s === 'Ocupado' || s === 'Disponível' || (porStatus.get(s) ?? 0) > 0)
    .map((s) => ({
      nome: MSG_SERVIDOR.ocupacao[s],
      valor: percentual(porStatus.get(s) ?? 0, total),
      cor: CORES_OCUPACAO[s]!,
    }));
  return { estatisticas, tendencias, ocupacaoData };
};

/**
 * Revenue received in the chart window (last 6 months): by month, by property type and by
 * category, from one GROUP BY. Rent/condo/IPTU shares follow the contract's split of the amount.
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
  const totalContrato = sql`nullif(c.valor_aluguel + c.valor_condominio + c.valor_iptu, 0)`;
  const linhas = await db
    .selectFrom('pagamentos as p')
    .innerJoin('contratos as c', 'c.id', 'p.contrato_id')
    .innerJoin('imoveis as i', 'i.id', 'c.imovel_id')
    .select([
      sql<string>`substr(p.data_pagamento, 1, 7)`.as('mes'),
      'i.tipo',
      sql<number>`sum(p.valor_pago)`.as('recebido'),
      sql<number>`sum(coalesce(p.valor * c.valor_aluguel / ${totalContrato}, p.valor))`.as('aluguel'),
      sql<number>`sum(coalesce(p.valor * c.valor_condominio / ${totalContrato}, 0))`.as('condominio'),
      sql<number>`sum(coalesce(p.valor * c.valor_iptu / ${totalContrato}, 0))`.as('iptu'),
      sql<number>`sum(p.valor_pago - p.valor)`.as('encargos'),
    ])
    // data_pagamento is set only on received payments (see estatisticasETendencias).
    .where('p.data_pagamento', '>=', p.inicioJanela)
    .where('p.data_pagamento', '<=', p.hoje)
    .groupBy([sql`substr(p.data_pagamento, 1, 7)`, 'i.tipo'])
    .execute();

  const porMes = new Map<string, number>();
  const porTipo = new Map<string, number>();
  const cat = { aluguel: 0, condominio: 0, iptu: 0, multas: 0 };
  for (const l of linhas) {
    porMes.set(l.mes, (porMes.get(l.mes) ?? 0) + numero(l.recebido));
    porTipo.set(l.tipo, (porTipo.get(l.tipo) ?? 0) + numero(l.recebido));
    cat.aluguel += numero(l.aluguel);
    cat.condominio += numero(l.condominio);
    cat.iptu += numero(l.iptu);
    cat.multas += Math.max(0, numero(l.encargos));
  }
  const receitaData = Array.from({ length: MESES_GRAFICO }, (_, k) => {
    const mes = somarMeses(p.mes, k - (MESES_GRAFICO - 1));
    return { mes: formatMesCurto(mes), valor: reais(porMes.get(mes) ?? 0), meta };
  });
  const tipoImovelData = [...porTipo]
    .map(([categoria, receita]) => ({ categoria, receita: reais(receita) }))
    .sort((a, b) => b.receita - a.receita);
  const somaCat = cat.aluguel + cat.condominio + cat.iptu + cat.multas;
  const receitaPorCategoria = (Object.keys(cat) as (keyof typeof cat)[]).map((k) => ({
    categoria: MSG_SERVIDOR.categorias[k],
    valor: reais(cat[k]),
    percentual: percentual(cat[k], somaCat),
  }));
  return { receitaData, tipoImovelData, receitaPorCategoria };
};
