import type { ParteExtrato } from '@morada/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { numero } from '../../lib/numeros';
import { listarVencidos, type PagamentoComTaxas } from '../pagamentos/pagamentos.repository';

/** Sum of what fell due per month of `ano` (cancelled payments are not owed). */
export const esperadoPorMes = async (db: Db, ano: number): Promise<Map<string, number>> => {
  const mes = sql<string>`substr(vencimento, 1, 7)`;
  const linhas = await db
    .selectFrom('pagamentos')
    .select([mes.as('mes'), (eb) => eb.fn.sum<number>('valor').as('total')])
    .where('vencimento', '>=', `${ano}-01-01`)
    .where('vencimento', '<=', `${ano}-12-31`)
    .where('status', '!=', 'CANCELLED')
    .groupBy(mes)
    .execute();
  return new Map(linhas.map((l) => [l.mes, numero(l.total)]));
};

/** Sum of what came in per month of `ano`, by payment date. */
export const recebidoPorMes = async (db: Db, ano: number): Promise<Map<string, number>> => {
  const mes = sql<string>`substr(data_pagamento, 1, 7)`;
  const linhas = await db
    .selectFrom('pagamentos')
    .select([mes.as('mes'), (eb) => eb.fn.sum<number>(sql`coalesce(valor_pago, valor)`).as('total')])
    .where('status', '=', 'RECEIVED')
    .where('data_pagamento', '>=', `${ano}-01-01`)
    .where('data_pagamento', '<=', `${ano}-12-31`)
    .groupBy(mes)
    .execute();
  return new Map(linhas.map((l) => [l.mes, numero(l.total)]));
};

export type VencidoDetalhado = PagamentoComTaxas & { numero: string; inquilino: string; imovel: string };

/** Open payments past due as of `hoje`, with the contract number, tenant and property. */
export const vencidosDetalhados = async (db: Db, hoje: string): Promise<VencidoDetalhado[]> => {
  const vencidos = await listarVencidos(db, hoje);
  if (vencidos.length === 0) return [];
  const contratos = await db
    .selectFrom('contratos as c')
    .innerJoin('usuarios as u', 'u.id', 'c.inquilino_id')
    .innerJoin('imoveis as i', 'i.id', 'c.imovel_id')
    .select(['c.id', 'c.numero', 'u.nome as inquilino', 'i.titulo as imovel'])
    .where('c.id', 'in', [...new Set(vencidos.map((v) => v.contrato_id))])
    .execute();
  const porId = new Map(contratos.map((c) => [c.id, c]));
  return vencidos.map((v) => {
    const c = porId.get(v.contrato_id);
    return { ...v, numero: c?.numero ?? '', inquilino: c?.inquilino ?? '', imovel: c?.imovel ?? '' };
  });
};

/** Rental properties with their active contract (if any) and its tenant. */
export const imoveisDeLocacao = (db: Db) =>
  db
    .selectFrom('imoveis as i')
    .leftJoin('contratos as c', (j) => j.onRef('c.imovel_id', '=', 'i.id').on('c.status', '=', 'Ativo'))
    .leftJoin('usuarios as u', 'u.id', 'c.inquilino_id')
    .select([
      'i.id',
      'i.titulo',
      'i.tipo',
      'i.cidade',
      'i.status',
      'c.numero as contrato',
      'u.nome as inquilino',
      'c.valor_aluguel as valorAluguel',
    ])
    .where('i.operacao', '=', 'Aluguel')
    .orderBy('i.titulo')
    .execute();

export type PagamentoDoExtrato = {
  pessoaId: string | null;
  pessoaNome: string | null;
  pessoaCpf: string | null;
  contraparte: string | null;
  contraparteCpf: string | null;
  numero: string;
  imovel: string;
  dataPagamento: string;
  valor: number;
};

/**
 * Payments received in `ano`, each with the person whose statement it belongs to (the tenant, or
 * the property's owner) and the other party. Ordered so grouping keeps a stable order.
 */
export const pagamentosDoExtrato = async (
  db: Db,
  ano: number,
  parte: ParteExtrato,
): Promise<PagamentoDoExtrato[]> => {
  const linhas = await db
    .selectFrom('pagamentos as p')
    .innerJoin('contratos as c', 'c.id', 'p.contrato_id')
    .innerJoin('imoveis as i', 'i.id', 'c.imovel_id')
    .innerJoin('usuarios as t', 't.id', 'c.inquilino_id')
    .leftJoin('usuarios as o', 'o.id', 'i.proprietario_id')
    .select([
      't.id as tId',
      't.nome as tNome',
      't.cpf as tCpf',
      'o.id as oId',
      'o.nome as oNome',
      'o.cpf as oCpf',
      'c.numero',
      'i.endereco',
      'i.cidade',
      'p.data_pagamento',
      sql<number>`coalesce(p.valor_pago, p.valor)`.as('valor'),
    ])
    .where('p.status', '=', 'RECEIVED')
    .where('p.data_pagamento', '>=', `${ano}-01-01`)
    .where('p.data_pagamento', '<=', `${ano}-12-31`)
    .orderBy(parte === 'inquilino' ? 't.nome' : 'o.nome')
    .orderBy('c.numero')
    .execute();
  return linhas.map((l) => {
    const inquilino = { id: l.tId, nome: l.tNome, cpf: l.tCpf };
    const dono = { id: l.oId, nome: l.oNome, cpf: l.oCpf };
    const [pessoa, outro] = parte === 'inquilino' ? [inquilino, dono] : [dono, inquilino];
    return {
      pessoaId: pessoa.id,
      pessoaNome: pessoa.nome,
      pessoaCpf: pessoa.cpf,
      contraparte: outro.nome,
      contraparteCpf: outro.cpf,
      numero: l.numero,
      imovel: `${l.endereco}, ${l.cidade}`,
      dataPagamento: l.data_pagamento ?? '',
      valor: numero(l.valor),
    };
  });
};
