import {
  AVISO_VENCIMENTO_GARANTIA_DIAS,
  diasEntre,
  formatBRL,
  formatData,
  MSG_CICLO,
  MSG_SERVIDOR,
  paraReais,
  type Alerta,
  type Vencimento,
} from '@morada/domain';
import { sql } from 'kysely';
import type { Db } from '../../db/database';
import { somarDias } from '../../lib/datas';
import { numero } from '../../lib/numeros';
import { garantiasAVencer } from '../garantias/garantias.repository';
import { principalAberto } from '../relatorios/relatorios.repository';
import type { Periodo } from './dashboard.indicadores';

const A = MSG_SERVIDOR.alertas;
const G = MSG_CICLO.garantia;
const LIMITE = 10;
const RANK: Record<string, number> = { Urgente: 0, Alta: 1, Média: 2, Baixa: 3 };
/** Overdue for more than this many days is 'Urgente'; less is 'Alta'. */
const DIAS_URGENTE = 30;

/** Centavos each payment row still owes (see principalAberto). */
const aberto = principalAberto('pagamentos');

/**
 * Real alerts (DESIGN §2): late payments per contract, with what is still open of them (danger;
 * late = prazo, the next business day after the due date, has passed), contracts ending within
 * 60 days (warning/Média), legal deadlines within 15 days (warning/Alta), amounts received in the
 * last 7 days (success/Baixa), guarantees of Ativo contracts expired (danger/Alta) or ending
 * within 30 days (warning/Média). Most urgent first; each source capped so the list stays readable.
 */
export const alertas = async (db: Db, p: Periodo): Promise<Alerta[]> => {
  const [atrasos, fins, prazos, pagos, garantias] = await Promise.all([
    // Grouped on the payments' covering index first; only the ten worst contracts are joined,
    // and only their late payments have their receipts looked up for what is still open.
    db
      .selectFrom((eb) =>
        eb
          .selectFrom('pagamentos')
          .select(['contrato_id', sql<number>`count(*)`.as('qtd'), sql<string>`min(vencimento)`.as('desde')])
          .where('status', '=', 'PENDING')
          .where('vencimento', '<=', p.ultimoEmAtraso)
          .groupBy('contrato_id')
          .orderBy(sql`min(vencimento)`)
          .orderBy('contrato_id')
          .limit(LIMITE)
          .as('a'),
      )
      .innerJoin('contratos as c', 'c.id', 'a.contrato_id')
      .innerJoin('usuarios as u', 'u.id', 'c.inquilino_id')
      .select((eb) => [
        'c.id',
        'c.numero',
        'u.nome',
        'a.qtd',
        'a.desde',
        // Filtered inside the sum so the lookup is by contract (its ~100 payments), not a
        // range of every late payment of the agency once per contract.
        eb
          .selectFrom('pagamentos')
          .select(
            sql<number>`sum(case when pagamentos.status = 'PENDING' and pagamentos.vencimento <= ${p.ultimoEmAtraso}
              then ${aberto} else 0 end)`.as('total'),
          )
          .whereRef('pagamentos.contrato_id', '=', 'a.contrato_id')
          .as('total'),
      ])
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
    // Each amount received (a partial one too), newest first: a small range of the date index.
    db
      .selectFrom('recebimentos as r')
      .innerJoin('pagamentos as p', 'p.id', 'r.pagamento_id')
      .innerJoin('contratos as c', 'c.id', 'p.contrato_id')
      .innerJoin('usuarios as u', 'u.id', 'c.inquilino_id')
      .select(['r.id', 'c.id as contrato_id', 'c.numero', 'u.nome', 'r.valor_centavos', 'r.data'])
      .where('r.data', '>=', somarDias(p.hoje, -7))
      .where('r.data', '<=', p.hoje)
      .orderBy('r.data', 'desc')
      .orderBy('r.created_at', 'desc')
      .limit(5)
      .execute(),
    // A range of the garantias_vencimento index: expired ones and those ending within 30 days.
    garantiasAVencer(db, somarDias(p.hoje, AVISO_VENCIMENTO_GARANTIA_DIAS), LIMITE),
  ]);
  const lista: Alerta[] = [
    ...atrasos.map((r) => ({
      id: `atraso-${r.id}`,
      tipo: 'danger',
      titulo: A.atrasoTitulo(r.numero, r.nome),
      acao: A.atrasoAcao(numero(r.qtd), formatBRL(paraReais(numero(r.total)))),
      prioridade: diasEntre(r.desde, p.hoje) > DIAS_URGENTE ? 'Urgente' : 'Alta',
      data: r.desde,
      alvo: { tipo: 'pagamentos' as const, id: r.id, numero: r.numero },
    })),
    ...prazos.map((r) => ({
      id: `prazo-${r.id}`,
      tipo: 'warning',
      titulo: A.prazoTitulo(r.numero),
      acao: A.prazoAcao(formatData(r.data_prazo)),
      prioridade: 'Alta',
      data: r.data_prazo!,
      alvo: { tipo: 'processo' as const, id: r.id, numero: r.numero },
    })),
    ...garantias.map((g) => {
      const vencida = g.vencimento < p.hoje;
      const textos = [G.tipos[g.tipo], g.numero, formatData(g.vencimento)] as const;
      return {
        id: `garantia-${g.contratoId}`,
        // The panel's colours: an expired guarantee is a danger, one about to expire a warning.
        tipo: vencida ? 'danger' : 'warning',
        titulo: vencida ? G.alerta.vencida(...textos) : G.alerta.vencendo(...textos),
        acao: G.alerta.acao,
        prioridade: vencida ? 'Alta' : 'Média',
        data: g.vencimento,
        alvo: { tipo: 'garantia' as const, id: g.contratoId, numero: g.numero },
      };
    }),
    ...fins.map((r) => ({
      id: `fim-${r.id}`,
      tipo: 'warning',
      titulo: A.fimContratoTitulo(r.numero),
      acao: A.fimContratoAcao(formatData(r.data_fim)),
      prioridade: 'Média',
      data: r.data_fim,
      alvo: { tipo: 'contrato' as const, id: r.id, numero: r.numero },
    })),
    ...pagos.map((r) => ({
      id: `pago-${r.id}`,
      tipo: 'success',
      titulo: A.pagoTitulo(r.numero, r.nome),
      acao: A.pagoAcao(formatBRL(paraReais(numero(r.valor_centavos)))),
      prioridade: 'Baixa',
      data: r.data,
      alvo: { tipo: 'pagamentos' as const, id: r.contrato_id, numero: r.numero },
    })),
  ];
  // Stable: by priority, then (within a priority) the source order above, which is by date.
  return lista.sort((a, b) => (RANK[a.prioridade] ?? 9) - (RANK[b.prioridade] ?? 9));
};

/**
 * Open payments not yet late and due within 30 days, soonest first, with what is still open of
 * them (a payment due on Saturday is still here on Sunday: its prazo is Monday).
 */
export const proximosVencimentos = async (db: Db, p: Periodo): Promise<Vencimento[]> => {
  const linhas = await db
    .selectFrom('pagamentos')
    .innerJoin('contratos as c', 'c.id', 'pagamentos.contrato_id')
    .innerJoin('usuarios as u', 'u.id', 'c.inquilino_id')
    .select([
      'pagamentos.id',
      'pagamentos.vencimento',
      aberto.as('aberto'),
      'c.id as contratoId',
      'c.numero',
      'u.nome',
    ])
    .where('pagamentos.status', '=', 'PENDING')
    .where('pagamentos.vencimento', '>', p.ultimoEmAtraso)
    .where('pagamentos.vencimento', '<=', somarDias(p.hoje, 30))
    .orderBy('pagamentos.vencimento')
    .orderBy('c.numero')
    .limit(20)
    .execute();
  return linhas.map((l) => ({
    contrato: l.numero,
    contratoId: l.contratoId,
    pagamentoId: l.id,
    inquilino: l.nome,
    data: l.vencimento,
    valor: paraReais(numero(l.aberto)),
  }));
};
