import {
  hojeNaAgencia,
  paraReais,
  proximoReajuste,
  proximoRepasse,
  saldoNegativoRepasse,
  somarMesesAoMes,
  type PainelProprietario,
  type Repasse,
} from '@morada/domain';
import type { Deps, SessionUser } from '../../http/context';
import { diaDaAgencia } from '../configuracoes';
import { listarPorContrato, paraPagamento } from '../pagamentos';
import {
  repassesPagosDoProprietario,
  mesesComRecebimentosAbertos,
  emReais,
  juntarPagosEAbertos,
  repassesEmAberto,
  type RepasseCentavos,
} from '../repasses';
import { contratosDoProprietario, imoveisDoProprietario } from './proprietario.repository';

/** The owner's repasses: the paid ones and the unpaid of this month and of earlier months with receipts left. */
const repassesDoProprietario = async (
  deps: Deps,
  proprietarioId: string,
  mes: string,
): Promise<Repasse[]> => {
  const { db } = deps;
  const pagos = (await repassesPagosDoProprietario(db, proprietarioId)).map(
    (l) => JSON.parse(l.calculo) as RepasseCentavos,
  );
  const meses = [mes, ...(await mesesComRecebimentosAbertos(db, proprietarioId, mes))];
  const abertos: RepasseCentavos[] = [];
  for (const m of meses)
    for (const a of await repassesEmAberto(db, m, proprietarioId))
      if (m === mes || a.recebimentos.length) abertos.push(a.repasse);
  const ordem = { liberado: 0, previsto: 1, pago: 2 } as const;
  return juntarPagosEAbertos(pagos, abertos, meses)
    .map(emReais)
    .sort((a, b) => b.mes.localeCompare(a.mes) || ordem[a.status] - ordem[b.status]);
};

/**
 * GET /api/proprietario/painel: the owner's properties, their contracts, the payments of the last
 * twelve months (and older ones still open), and the repasses. Only the owner's own data.
 */
export const painelDoProprietario = async (deps: Deps, usuario: SessionUser): Promise<PainelProprietario> => {
  const { db } = deps;
  const { hoje, feriados } = await diaDaAgencia(deps);
  const mes = hojeNaAgencia(deps.now()).slice(0, 7);
  const desde = somarMesesAoMes(mes, -11);
  const contratos = await contratosDoProprietario(db, usuario.id);
  const pagamentos: PainelProprietario['pagamentos'] = [];
  for (const c of contratos)
    for (const p of await listarPorContrato(db, c.id)) {
      const aberto = p.status === 'PENDING';
      if (p.status === 'CANCELLED' || p.competencia > mes || (p.competencia < desde && !aberto)) continue;
      const api = paraPagamento(p, hoje, feriados);
      pagamentos.push({
        _id: p.id,
        contrato: c.numero,
        imovel: c.imovel,
        competencia: p.competencia,
        vencimento: p.vencimento,
        valor: api.valor,
        valorRecebido: api.valorPago ?? 0,
        status: api.status,
        dataPagamento: p.data_pagamento,
      });
    }
  pagamentos.sort((a, b) => b.vencimento.localeCompare(a.vencimento) || a.contrato.localeCompare(b.contrato));
  const repasses = await repassesDoProprietario(deps, usuario.id, mes);
  return {
    proprietario: { _id: usuario.id, nome: usuario.nome, email: usuario.email },
    imoveis: (await imoveisDoProprietario(db, usuario.id)) as PainelProprietario['imoveis'],
    contratos: contratos.map((c) => ({
      _id: c.id,
      numero: c.numero,
      imovel: c.imovel,
      inquilino: c.inquilino,
      dataInicio: c.dataInicio,
      dataFim: c.dataFim,
      valorAluguel: paraReais(c.aluguel),
      status: c.status as PainelProprietario['contratos'][number]['status'],
      proximoReajuste: proximoReajuste(c),
    })),
    pagamentos,
    repasses,
    proximoRepasse: proximoRepasse(repasses, hoje),
    saldoNegativo: saldoNegativoRepasse(repasses),
  };
};
