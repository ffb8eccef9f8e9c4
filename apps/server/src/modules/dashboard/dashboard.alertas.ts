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
  somarDiasData,
} from '@morada/domain';
import type { Db } from '../../db/database';
import { garantiasAVencer } from '../contratos';
import {
  atrasosPorContrato,
  contratosAtivosTerminandoEntre,
  prazosDeProcessosEntre,
  recebimentosRecentes,
  vencimentosAbertosEntre,
} from './alertas.repository';
import type { Periodo } from './dashboard.indicadores';

const A = MSG_SERVIDOR.alertas;
const G = MSG_CICLO.garantia;
const LIMITE = 10;
const RANK: Record<string, number> = { Urgente: 0, Alta: 1, Média: 2, Baixa: 3 };
/** Overdue for more than this many days is 'Urgente'; less is 'Alta'. */
const DIAS_URGENTE = 30;

/**
 * Real alerts (DESIGN §2): late payments per contract, with what is still open of them (danger;
 * late = prazo, the next business day after the due date, has passed), contracts ending within
 * 60 days (warning/Média), legal deadlines within 15 days (warning/Alta), amounts received in the
 * last 7 days (success/Baixa), guarantees of Ativo contracts expired (danger/Alta) or ending
 * within 30 days (warning/Média). Most urgent first; each source capped so the list stays readable.
 */
export const alertas = async (db: Db, p: Periodo): Promise<Alerta[]> => {
  const [atrasos, fins, prazos, pagos, garantias] = await Promise.all([
    atrasosPorContrato(db, p.ultimoEmAtraso, LIMITE),
    contratosAtivosTerminandoEntre(db, p.hoje, somarDiasData(p.hoje, 60), LIMITE),
    prazosDeProcessosEntre(db, p.hoje, somarDiasData(p.hoje, 15), LIMITE),
    recebimentosRecentes(db, somarDiasData(p.hoje, -7), p.hoje, 5),
    // A range of the garantias_vencimento index: expired ones and those ending within 30 days.
    garantiasAVencer(db, somarDiasData(p.hoje, AVISO_VENCIMENTO_GARANTIA_DIAS), LIMITE),
  ]);
  const lista: Alerta[] = [
    ...atrasos.map((r) => ({
      id: `atraso-${r.contratoId}`,
      tipo: 'danger',
      titulo: A.atrasoTitulo(r.numero, r.inquilino),
      acao: A.atrasoAcao(r.qtd, formatBRL(paraReais(r.total))),
      prioridade: diasEntre(r.desde, p.hoje) > DIAS_URGENTE ? 'Urgente' : 'Alta',
      data: r.desde,
      alvo: { tipo: 'pagamentos' as const, id: r.contratoId, numero: r.numero },
    })),
    ...prazos.map((r) => ({
      id: `prazo-${r.id}`,
      tipo: 'warning',
      titulo: A.prazoTitulo(r.numero),
      acao: A.prazoAcao(formatData(r.dataPrazo)),
      prioridade: 'Alta',
      data: r.dataPrazo,
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
      acao: A.fimContratoAcao(formatData(r.dataFim)),
      prioridade: 'Média',
      data: r.dataFim,
      alvo: { tipo: 'contrato' as const, id: r.id, numero: r.numero },
    })),
    ...pagos.map((r) => ({
      id: `pago-${r.id}`,
      tipo: 'success',
      titulo: A.pagoTitulo(r.numero, r.inquilino),
      acao: A.pagoAcao(formatBRL(paraReais(r.valor))),
      prioridade: 'Baixa',
      data: r.data,
      alvo: { tipo: 'pagamentos' as const, id: r.contratoId, numero: r.numero },
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
  const linhas = await vencimentosAbertosEntre(db, p.ultimoEmAtraso, somarDiasData(p.hoje, 30), 20);
  return linhas.map((l) => ({
    contrato: l.numero,
    contratoId: l.contratoId,
    pagamentoId: l.pagamentoId,
    inquilino: l.inquilino,
    data: l.vencimento,
    valor: paraReais(l.aberto),
  }));
};
