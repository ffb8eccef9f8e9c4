import { randomUUID } from 'node:crypto';
import {
  calcularRepasse,
  dataPrevistaRepasse,
  formatBRL,
  formatCompetencia,
  hojeNaAgencia,
  isMesReal,
  MSG_REPASSE,
  paraReais,
  resolverTermos,
  statusRepasse,
  type Configuracao,
  type Despesa,
  type MeioRepasse,
  type Repasse,
  type TermosAdministracao,
} from '@morada/domain';
import type { Db } from '../../db/database';
import type { Deps } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { getConfiguracao } from '../configuracoes';
import { criarNotificacoes } from '../notificacoes';
import { despesasAbertasAte, type DespesaGravada } from './despesas.repository';
import {
  carimbarDespesas,
  carimbarRecebimentos,
  existeRepassePago,
  inserirRepasse,
  obterRepassePago,
  repassesPagosDoMes,
} from './repasses-pagos.repository';
import {
  abertoPorProprietario,
  diasRepasse,
  proprietariosPorId,
  recebimentosAbertosDoMes,
  type RecebimentoAberto,
} from './repasses.repository';

const E = MSG_REPASSE.erros;

/**
 * The Repasse shape with every amount in integer centavos: what the service computes and what a
 * paid repasse's `calculo` column stores (JSON), so a paid one answers exactly as it was paid.
 * `emReais` is the one conversion to the API's unit.
 */
export type RepasseCentavos = Repasse;

/** An unpaid repasse and the rows it covers (what paying it stamps). */
export type RepasseAberto = { repasse: RepasseCentavos; recebimentos: string[]; despesas: string[] };

const valores = <
  T extends {
    aluguel: number;
    encargos: number;
    repassados: number;
    taxaAdministracao: number;
    taxaIntermediacao: number;
    liquido: number;
  },
>(
  v: T,
): T => ({
  ...v,
  aluguel: paraReais(v.aluguel),
  encargos: paraReais(v.encargos),
  repassados: paraReais(v.repassados),
  taxaAdministracao: paraReais(v.taxaAdministracao),
  taxaIntermediacao: paraReais(v.taxaIntermediacao),
  liquido: paraReais(v.liquido),
});

export const despesaEmReais = (d: Despesa): Despesa => ({ ...d, valor: paraReais(d.valor) });

/** Centavos → reais for the API. */
export const emReais = (r: RepasseCentavos): Repasse => ({
  ...r,
  linhas: r.linhas.map(valores),
  despesas: r.despesas.map(despesaEmReais),
  totais: { ...valores(r.totais), despesas: paraReais(r.totais.despesas) },
  aReceber: paraReais(r.aReceber),
});

/** A stored expense in the API's shape, still in centavos. */
export const paraDespesa = (d: DespesaGravada): Despesa => ({
  _id: d.id,
  imovel: { _id: d.imovelId, titulo: d.imovelTitulo },
  proprietarioId: d.proprietarioId,
  data: d.data,
  descricao: d.descricao,
  valor: d.valor,
  repasseId: d.repasseId,
  arquivoNome: d.arquivoNome,
});

/** A contract's terms: its own, else its property's, else the agency's (Configurações). */
const termosDe =
  (cfg: Configuracao) =>
  (r: RecebimentoAberto): TermosAdministracao =>
    resolverTermos(r, r.termosImovel, cfg);

const agrupar = <T>(lista: readonly T[], chave: (t: T) => string): Map<string, T[]> => {
  const m = new Map<string, T[]>();
  for (const t of lista) m.set(chave(t), [...(m.get(chave(t)) ?? []), t]);
  return m;
};

/** The id of an unpaid repasse: `{proprietarioId}:{mes}`. */
export const idAberto = (proprietarioId: string, mes: string) => `${proprietarioId}:${mes}`;

/** `{proprietarioId}:{mes}` → its parts, or undefined when the id is not of that form. */
export const lerIdAberto = (id: string): { proprietarioId: string; mes: string } | undefined => {
  const m = /^([A-Za-z0-9_-]{1,64}):(\d{4}-\d{2})$/.exec(id);
  return m && isMesReal(m[2]!) ? { proprietarioId: m[1]!, mes: m[2]! } : undefined;
};

/**
 * Every owner's (or one owner's) unpaid repasse of `mes`: their receipts dated in it not passed on,
 * their open expenses up to its last day, what is still open of their payments due in it. An owner
 * with none of these has no unpaid repasse that month.
 */
export const repassesEmAberto = async (
  db: Db,
  mes: string,
  proprietarioId?: string,
): Promise<RepasseAberto[]> => {
  const cfg = await getConfiguracao(db);
  const recebimentos = await recebimentosAbertosDoMes(db, mes, proprietarioId);
  const despesas = await despesasAbertasAte(db, `${mes}-31`, proprietarioId);
  const abertos = await abertoPorProprietario(db, mes, proprietarioId);
  const porDono = agrupar(recebimentos, (r) => r.proprietarioId);
  const despesasPorDono = agrupar(despesas, (d) => d.proprietarioId);
  const ids = [...new Set([...porDono.keys(), ...despesasPorDono.keys(), ...abertos.keys()])];
  const donos = await proprietariosPorId(db, ids);
  const dias = await diasRepasse(db, ids);
  const termos = termosDe(cfg);
  const saida: RepasseAberto[] = [];
  for (const id of ids) {
    const dono = donos.get(id);
    if (!dono) continue; // a property whose owner is no longer a proprietario
    const rs = porDono.get(id) ?? [];
    const ds = despesasPorDono.get(id) ?? [];
    const porContrato = new Map(rs.map((r) => [r.contratoId, r]));
    const calc = calcularRepasse(
      rs,
      (c) => termos(porContrato.get(c)!),
      ds.map((d) => d.valor),
    );
    const diasDono = (dias.get(id) ?? []).map((d) => d ?? cfg.diaRepassePadrao);
    saida.push({
      repasse: {
        _id: idAberto(id, mes),
        proprietario: dono,
        mes,
        status: statusRepasse(rs.length > 0, false),
        dataPrevista: dataPrevistaRepasse(
          mes,
          diasDono.length ? Math.min(...diasDono) : cfg.diaRepassePadrao,
        ),
        linhas: calc.linhas.map(({ contratoId, ...l }) => {
          const r = porContrato.get(contratoId)!;
          return {
            contrato: { _id: contratoId, numero: r.numero },
            imovel: r.imovel,
            inquilino: r.inquilino,
            ...l,
          };
        }),
        despesas: ds.map(paraDespesa),
        totais: calc.totais,
        aReceber: Math.max(0, abertos.get(id) ?? 0),
        pagamento: null,
      },
      recebimentos: rs.map((r) => r.id),
      despesas: ds.map((d) => d.id),
    });
  }
  return saida;
};

const ORDEM_STATUS = { pago: 0, liberado: 1, previsto: 2 } as const;
/** By owner name; an owner's paid repasse before the one still open (a late receipt). */
const porNome = (a: Repasse, b: Repasse) =>
  a.proprietario.nome.localeCompare(b.proprietario.nome, 'pt-BR') ||
  ORDEM_STATUS[a.status] - ORDEM_STATUS[b.status] ||
  a._id.localeCompare(b._id);

/**
 * The paid repasses and the open ones of the months in `meses`, each owner's month counted once.
 * What is still expected (aReceber) is the ledger's figure now, on one row only: the open repasse
 * when it covers something (a late receipt or expense), else the owner's last paid one of that
 * month — an open remainder with nothing received is not a second repasse. A paid repasse's stored
 * aReceber is what was expected the day it was paid, so within `meses` it gives way to today's.
 */
export const juntarPagosEAbertos = (
  pagos: readonly RepasseCentavos[],
  abertos: readonly RepasseCentavos[],
  meses: readonly string[],
): RepasseCentavos[] => {
  const chave = (r: RepasseCentavos) => idAberto(r.proprietario._id, r.mes);
  const saida = pagos.map((p) => (meses.includes(p.mes) ? { ...p, aReceber: 0 } : p));
  for (const a of abertos) {
    const ultimoPago = saida.findLastIndex((p) => chave(p) === chave(a));
    if (ultimoPago >= 0 && a.linhas.length === 0 && a.despesas.length === 0)
      saida[ultimoPago] = { ...saida[ultimoPago]!, aReceber: a.aReceber };
    else saida.push(a);
  }
  return saida;
};

/** GET /api/repasses: the month's paid repasses and every owner's unpaid one, by owner name. */
export const listarRepasses = async (db: Db, mes: string): Promise<Repasse[]> => {
  const pagos = (await repassesPagosDoMes(db, mes)).map((l) => JSON.parse(l.calculo) as RepasseCentavos);
  const abertos = (await repassesEmAberto(db, mes)).map((a) => a.repasse);
  return juntarPagosEAbertos(pagos, abertos, [mes]).map(emReais).sort(porNome);
};

/** One repasse by id (paid: its row; unpaid: owner:mes), or undefined. */
export const obterRepasse = async (db: Db, id: string): Promise<Repasse | undefined> => {
  const aberto = lerIdAberto(id);
  if (!aberto) {
    const pago = await obterRepassePago(db, id);
    return pago ? emReais(JSON.parse(pago.calculo) as RepasseCentavos) : undefined;
  }
  const [r] = await repassesEmAberto(db, aberto.mes, aberto.proprietarioId);
  return r ? emReais(r.repasse) : undefined;
};

export type EntradaPagamento = { repasses: string[]; data: string; meio: MeioRepasse; comprovante: string };

/** Pays one unpaid repasse inside the caller's transaction; throws the 404/409 of the brief. */
const pagarUm = async (
  trx: Db,
  id: string,
  e: EntradaPagamento,
  usuarioId: string | null,
  agora: Date,
): Promise<RepasseCentavos> => {
  const aberto = lerIdAberto(id);
  if (!aberto) {
    if (await obterRepassePago(trx, id)) throw conflict(E.jaPago);
    throw notFound(E.repasseNaoEncontrado);
  }
  const [a] = await repassesEmAberto(trx, aberto.mes, aberto.proprietarioId);
  if (!a || a.recebimentos.length === 0) {
    if (await existeRepassePago(trx, aberto.proprietarioId, aberto.mes)) throw conflict(E.jaPago);
    if (!a && !(await proprietariosPorId(trx, [aberto.proprietarioId])).size)
      throw notFound(E.repasseNaoEncontrado);
    throw conflict(E.naoRecebido);
  }
  if (a.repasse.totais.liquido < 0) throw conflict(E.saldoNegativo);
  const repasseId = randomUUID();
  const pago: RepasseCentavos = {
    ...a.repasse,
    _id: repasseId,
    status: 'pago',
    despesas: a.repasse.despesas.map((d) => ({ ...d, repasseId })),
    pagamento: { data: e.data, meio: e.meio, comprovante: e.comprovante },
  };
  await inserirRepasse(trx, {
    id: repasseId,
    proprietarioId: aberto.proprietarioId,
    mes: aberto.mes,
    data: e.data,
    meio: e.meio,
    comprovante: e.comprovante,
    calculo: JSON.stringify(pago),
    liquido: pago.totais.liquido,
    taxaAdministracao: pago.totais.taxaAdministracao,
    taxaIntermediacao: pago.totais.taxaIntermediacao,
    pagoEm: agora.toISOString(),
    pagoPor: usuarioId,
  });
  // Only rows still open are stamped: fewer than computed means a concurrent payment won.
  if (
    (await carimbarRecebimentos(trx, a.recebimentos, repasseId)) !== a.recebimentos.length ||
    (await carimbarDespesas(trx, a.despesas, repasseId)) !== a.despesas.length
  )
    throw conflict(E.jaPago);
  const N = MSG_REPASSE.notificacao;
  await criarNotificacoes(
    trx,
    [
      {
        usuarioId: aberto.proprietarioId,
        titulo: N.titulo,
        mensagem: N.mensagem(formatCompetencia(aberto.mes), formatBRL(paraReais(pago.totais.liquido))),
        origem: 'repasse',
      },
    ],
    agora,
  );
  return pago;
};

/**
 * POST /api/repasses/pagar: all or nothing, in one transaction. Each repasse is recomputed from the
 * ledger, refused when paid already, with nothing received or a negative balance.
 */
export const pagarRepasses = async (
  deps: Deps,
  e: EntradaPagamento,
  usuarioId: string | null,
): Promise<Repasse[]> => {
  if (e.data > hojeNaAgencia(deps.now())) throw badRequest(E.dataFutura, [{ data: E.dataFutura }]);
  const agora = deps.now();
  const pagos = await deps.db.transaction().execute(async (trx) => {
    const saida: RepasseCentavos[] = [];
    for (const id of new Set(e.repasses)) saida.push(await pagarUm(trx, id, e, usuarioId, agora));
    return saida;
  });
  return pagos.map(emReais);
};
