import { formatBRL, formatData, MSG_SERVIDOR, type Alerta, type Vencimento } from '@morada/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { somarDias } from '../../lib/datas';
import { diasDeAtraso } from '../../lib/multa-juros';
import type { Periodo } from './dashboard.indicadores';

const A = MSG_SERVIDOR.alertas;
const LIMITE = 10;
const RANK: Record<string, number> = { Urgente: 0, Alta: 1, Média: 2, Baixa: 3 };
/** Overdue for more than this many days is 'Urgente'; less is 'Alta'. */
const DIAS_URGENTE = 30;

/**
 * Real alerts (DESIGN §2): overdue payments per contract (danger), contracts ending within 60 days
 * (warning/Média), legal deadlines within 15 days (warning/Alta), payments received in the last
 * 7 days (success/Baixa). Most urgent first; each source capped so the list stays readable.
 */
export const alertas = async (db: Db, p: Periodo): Promise<Alerta[]> => {
  const [atrasos, fins, prazos, pagos] = await Promise.all([
    // Grouped on the payments' covering index first; only the ten worst contracts are joined.
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('pagamentos')
          .select([
            'contrato_id',
            sql<number>`count(*)`.as('qtd'),
            sql<number>`sum(valor)`.as('total'),
            sql<string>`min(vencimento)`.as('desde'),
          ])
          .where('status', '=', 'PENDING')
          .where('vencimento', '<', p.hoje)
          .groupBy('contrato_id')
          .orderBy(sql`min(vencimento)`)
          .orderBy('contrato_id')
          .limit(LIMITE)
          .as('a'),
      )
      .innerJoin('contratos as c', 'c.id', 'a.contrato_id')
      .innerJoin('usuarios as u', 'u.id', 'c.inquilino_id')
      .select(['c.id', 'c.numero', 'u.nome', 'a.qtd', 'a.total', 'a.desde'])
      .orderBy('a.desde')
      .orderBy('c.numero')
      .execute(),
    db
      .selectFrom('contratos')
      .select(['id', 'numero', 'data_fim'])
      .where('status', '=', 'Ativo')
      .where('data_fim', '>=', p.hoje)
      .where('data_fim', '<=', somarDias(p.hoje, 60))
      .orderBy('data_fim')
      .limit(LIMITE)
      .execute(),
    db
      .selectFrom('processos')
      .select(['id', 'numero', 'data_prazo'])
      .where('status', 'not in', ['Concluído', 'Arquivado'])
      .where('data_prazo', '>=', p.hoje)
      .where('data_prazo', '<=', somarDias(p.hoje, 15))
      .orderBy('data_prazo')
      .limit(LIMITE)
      .execute(),
    db
      .selectFrom('pagamentos as p')
      .innerJoin('contratos as c', 'c.id', 'p.contrato_id')
      .innerJoin('usuarios as u', 'u.id', 'c.inquilino_id')
      .select(['p.id', 'c.numero', 'u.nome', 'p.valor_pago', 'p.data_pagamento'])
      // data_pagamento is set only on received payments; its index keeps this a small range.
      .where('p.data_pagamento', '>=', somarDias(p.hoje, -7))
      .where('p.data_pagamento', '<=', p.hoje)
      .orderBy('p.data_pagamento', 'desc')
      .limit(5)
      .execute(),
  ]);
  const lista: Alerta[] = [
    ...atrasos.map((r) => ({
      id: `atraso-${r.id}`,
      tipo: 'danger',
      titulo: A.atrasoTitulo(r.numero, r.nome),
      acao: A.atrasoAcao(Number(r.qtd), formatBRL(Number(r.total))),
      prioridade: diasDeAtraso(r.desde, p.hoje) > DIAS_URGENTE ? 'Urgente' : 'Alta',
      data: r.desde,
    })),
    ...prazos.map((r) => ({
      id: `prazo-${r.id}`,
      tipo: 'warning',
      titulo: A.prazoTitulo(r.numero),
      acao: A.prazoAcao(formatData(r.data_prazo)),
      prioridade: 'Alta',
      data: r.data_prazo!,
    })),
    ...fins.map((r) => ({
      id: `fim-${r.id}`,
      tipo: 'warning',
      titulo: A.fimContratoTitulo(r.numero),
      acao: A.fimContratoAcao(formatData(r.data_fim)),
      prioridade: 'Média',
      data: r.data_fim,
    })),
    ...pagos.map((r) => ({
      id: `pago-${r.id}`,
      tipo: 'success',
      titulo: A.pagoTitulo(r.numero, r.nome),
      acao: A.pagoAcao(formatBRL(Number(r.valor_pago ?? 0))),
      prioridade: 'Baixa',
      data: r.data_pagamento!,
    })),
  ];
  // Stable: by priority, then (within a priority) the source order above, which is by date.
  return lista.sort((a, b) => (RANK[a.prioridade] ?? 9) - (RANK[b.prioridade] ?? 9));
};

/** Open payments due in the next 30 days, soonest first. */
export const proximosVencimentos = async (db: Db, p: Periodo): Promise<Vencimento[]> => {
  const linhas = await db
    .selectFrom('pagamentos as p')
    .innerJoin('contratos as c', 'c.id', 'p.contrato_id')
    .innerJoin('usuarios as u', 'u.id', 'c.inquilino_id')
    .select(['p.id', 'p.vencimento', 'p.valor', 'c.id as contratoId', 'c.numero', 'u.nome'])
    .where('p.status', '=', 'PENDING')
    .where('p.vencimento', '>=', p.hoje)
    .where('p.vencimento', '<=', somarDias(p.hoje, 30))
    .orderBy('p.vencimento')
    .orderBy('c.numero')
    .limit(20)
    .execute();
  return linhas.map((l) => ({
    contrato: l.numero,
    contratoId: l.contratoId,
    pagamentoId: l.id,
    inquilino: l.nome,
    data: l.vencimento,
    valor: l.valor,
  }));
};
