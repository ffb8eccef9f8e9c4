import {
  calcularRescisao,
  competenciaDoAcerto,
  composicaoDoAcerto,
  formatBRL,
  formatCompetencia,
  formatData,
  juntarAjustes,
  MSG,
  MSG_CICLO,
  MSG_CICLO_DOC,
  paraCentavos,
  paraReais,
  type CalculoRescisao,
  type CalculoRescisaoReais,
  type MesSaidaNoLivro,
  type Rescisao,
  type RescisaoEntradaValida,
  vencimentoDoAcerto,
} from '@morada/domain';
import type { Db } from '../../db/database';
import type { Deps } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { diaDaAgencia } from '../configuracoes';
import { obterContratoCiclo, type ContratoCiclo, sincronizarImovel, caucaoDoContrato } from '../contratos';
import {
  cancelarBoletos,
  reemitirBoletos,
  inserirPagamentoPendente,
  listarPorContrato,
  principalRecebido,
  situacaoEm,
  type PagamentoLivro,
} from '../pagamentos';
import { criarNotificacoes } from '../notificacoes';
import { travarContrato } from '../reajustes';
import { danosDaSaida } from '../vistorias';
import {
  cancelarPagamentos,
  fecharComRecebido,
  finalizarContrato,
  inserirRescisao,
  obterRescisao,
  salvarBoletosPendentes,
  type RescisaoGravada,
} from './rescisoes.repository';
import { partesDoAcerto, partesRecebidas } from './acerto';

const E = MSG_CICLO.rescisao.erros;
const ENCERRADOS = ['Finalizado', 'Cancelado'];

/** The settlement in reais, the API's unit (calcularRescisao works in centavos). */
export const calculoEmReais = (c: CalculoRescisao): CalculoRescisaoReais => ({
  abertos: c.abertos.map((a) => ({ ...a, devido: paraReais(a.devido) })),
  totalAbertos: paraReais(c.totalAbertos),
  proRata: {
    ...c.proRata,
    composicao: {
      aluguel: paraReais(c.proRata.composicao.aluguel),
      condominio: paraReais(c.proRata.composicao.condominio),
      iptu: paraReais(c.proRata.composicao.iptu),
      outros: paraReais(c.proRata.composicao.outros),
      desconto: paraReais(c.proRata.composicao.desconto),
    },
    valor: paraReais(c.proRata.valor),
  },
  proRataCobrado: paraReais(c.proRataCobrado),
  creditoMesPago: paraReais(c.creditoMesPago),
  multa: { ...c.multa, valor: paraReais(c.multa.valor) },
  ajustes: c.ajustes.map((a) => ({ ...a, valor: paraReais(a.valor) })),
  totalDebitos: paraReais(c.totalDebitos),
  caucao: c.caucao
    ? {
        valor: paraReais(c.caucao.valor),
        utilizada: paraReais(c.caucao.utilizada),
        devolvida: paraReais(c.caucao.devolvida),
      }
    : null,
  saldo: paraReais(c.saldo),
});

export const paraRescisao = (r: RescisaoGravada): Rescisao => ({
  ...r,
  calculo: calculoEmReais(r.calculo),
  cobranca: r.cobranca && { ...r.cobranca, valor: paraReais(r.cobranca.valor) },
  devolucao: r.devolucao && { ...r.devolucao, valor: paraReais(r.devolucao.valor) },
});

type Plano = {
  calculo: CalculoRescisao;
  /** The month of leaving's payment (not cancelled), if generated. */
  mesSaida: PagamentoLivro | undefined;
  /** Open payments of months before leaving (the settlement's `abertos`). */
  anteriores: PagamentoLivro[];
  /** Payments of later months still in the ledger (not cancelled). */
  posteriores: PagamentoLivro[];
};

/**
 * The contract may be ended on `dataSaida`: it is neither ended nor rescinded, and the date is
 * not before its start. Throws the 409/400 otherwise.
 */
const verificar = async (db: Db, contrato: ContratoCiclo, e: RescisaoEntradaValida): Promise<void> => {
  if (ENCERRADOS.includes(contrato.status) || (await obterRescisao(db, contrato.id)))
    throw conflict(E.contratoEncerrado);
  if (e.dataSaida < contrato.dataInicio)
    throw badRequest(E.dataSaidaAntesDoInicio, [{ dataSaida: E.dataSaidaAntesDoInicio }]);
};

/**
 * The settlement from the ledger: months before leaving still open with what is due on the day
 * of leaving (multa and juros included), the month of leaving as the ledger has it, the caução.
 */
const planejar = async (
  db: Db,
  contrato: ContratoCiclo,
  e: RescisaoEntradaValida,
  feriados: readonly string[],
): Promise<Plano> => {
  const mes = e.dataSaida.slice(0, 7);
  const pagamentos = (await listarPorContrato(db, contrato.id)).filter((p) => p.status !== 'CANCELLED');
  const abertos = pagamentos
    .filter((p) => p.competencia < mes && p.status === 'PENDING')
    .map((p) => ({
      pagamentoId: p.id,
      competencia: p.competencia,
      devido: situacaoEm(p, e.dataSaida, feriados).totalAberto,
    }));
  const doMes = pagamentos.find((p) => p.competencia === mes);
  const mesSaida: MesSaidaNoLivro = !doMes
    ? { situacao: 'ausente' }
    : doMes.recebimentos.length
      ? { situacao: 'recebido', pagamentoId: doMes.id, recebido: principalRecebido(doMes) }
      : { situacao: 'aberto', pagamentoId: doMes.id };
  const calculo = calcularRescisao({
    dataInicio: contrato.dataInicio,
    dataFim: contrato.dataFim,
    dataSaida: e.dataSaida,
    motivo: e.motivo,
    dispensarMulta: e.dispensarMulta,
    mensal: contrato.composicao,
    multaRescisoriaAlugueis: contrato.multaRescisoriaAlugueis,
    abertos,
    mesSaida,
    caucao: await caucaoDoContrato(db, contrato.id),
    caucaoDestino: e.caucaoDestino,
    // The damages priced on the exit vistoria join the back office's own lines, each once.
    ajustes: juntarAjustes(
      e.ajustes.map((a) => ({ descricao: a.descricao, valor: paraCentavos(a.valor) })),
      await danosDaSaida(db, contrato.id),
    ),
  });
  return {
    calculo,
    mesSaida: doMes,
    anteriores: pagamentos.filter((p) => p.competencia < mes && p.status === 'PENDING'),
    posteriores: pagamentos.filter((p) => p.competencia > mes),
  };
};

/** POST …/rescisao/simular: the settlement, nothing written. */
export const simularRescisao = async (
  deps: Deps,
  id: string,
  e: RescisaoEntradaValida,
): Promise<CalculoRescisaoReais> => {
  const contrato = await obterContratoCiclo(deps.db, id);
  if (!contrato) throw notFound(MSG.api.contratoNaoEncontrado);
  await verificar(deps.db, contrato, e);
  const { feriados } = await diaDaAgencia(deps);
  return calculoEmReais((await planejar(deps.db, contrato, e, feriados)).calculo);
};

const textoSaldo = (saldo: number): string => {
  const N = MSG_CICLO_DOC.notificacoes.rescisao;
  if (saldo > 0) return N.saldoPagar(formatBRL(paraReais(saldo)));
  if (saldo < 0) return N.saldoDevolver(formatBRL(paraReais(-saldo)));
  return N.quitado;
};

/**
 * POST …/rescisao: in one transaction the open months up to the day of leaving are folded into
 * the settlement (those partly paid keep their receipts and are settled by them), later months
 * without receipts are cancelled, what the tenant owes becomes one payment due ACERTO_PRAZO_DIAS
 * after today (what the tenant is owed, a payable), the contract is Finalizado, the property
 * freed, the tenant told and the settlement frozen; then the old boletos are cancelled and the
 * settlement's issued.
 */
export const registrarRescisao = async (
  deps: Deps,
  id: string,
  e: RescisaoEntradaValida,
  usuarioId: string,
): Promise<Rescisao> => {
  const { hoje, feriados } = await diaDaAgencia(deps);
  const agora = deps.now();
  const r = await deps.db.transaction().execute(async (trx) => {
    // Taken first: a second rescisão (or a reajuste) of the contract waits, then finds it ended.
    if (!(await travarContrato(trx, id))) throw notFound(MSG.api.contratoNaoEncontrado);
    const contrato = (await obterContratoCiclo(trx, id))!;
    await verificar(trx, contrato, e);
    const plano = await planejar(trx, contrato, e, feriados);
    const comRecebimento = plano.posteriores.find((p) => p.recebimentos.length || p.status !== 'PENDING');
    if (comRecebimento) throw conflict(E.recebimentoFuturo(formatCompetencia(comRecebimento.competencia)));
    const { calculo } = plano;
    // Every open month up to the day of leaving is folded into the settlement: it closes here
    // (keeping what was received of it) and what it still owes is charged once, in the
    // settlement's own payment, so nothing of the rescisão is charged twice or born overdue.
    const fechar = [...plano.anteriores, ...(plano.mesSaida?.status === 'PENDING' ? [plano.mesSaida] : [])];
    for (const p of fechar.filter((p) => p.recebimentos.length))
      await fecharComRecebido(trx, p.id, { ...partesRecebidas(p), desconto: 0 }, p.recebimentos.at(-1)!.data);
    const cancelar = [...plano.posteriores, ...fechar];
    await cancelarPagamentos(
      trx,
      cancelar.map((p) => p.id),
    );
    const cobrancaId =
      calculo.saldo > 0
        ? await inserirPagamentoPendente(trx, {
            contratoId: id,
            competencia: competenciaDoAcerto(e.dataSaida),
            vencimento: vencimentoDoAcerto(e.dataSaida, hoje),
            composicao: composicaoDoAcerto(
              partesDoAcerto(calculo, plano.anteriores, plano.mesSaida),
              calculo.saldo,
            ),
            criadoEm: agora.toISOString(),
          })
        : null;
    await finalizarContrato(trx, id);
    await sincronizarImovel(trx, contrato.imovelId);
    const rescisaoId = await inserirRescisao(trx, {
      contratoId: id,
      dataSaida: e.dataSaida,
      motivo: e.motivo,
      dispensarMulta: e.dispensarMulta,
      caucaoDestino: e.caucaoDestino,
      observacoes: e.observacoes,
      calculo: plano.calculo,
      pagamentosCancelados: plano.posteriores.length,
      registradaEm: agora.toISOString(),
      registradaPor: usuarioId,
      cobrancaPagamentoId: cobrancaId,
      devolucao: Math.max(0, -calculo.saldo),
    });
    const N = MSG_CICLO_DOC.notificacoes.rescisao;
    await criarNotificacoes(
      trx,
      [
        {
          usuarioId: contrato.inquilino.id,
          titulo: N.titulo,
          mensagem: N.mensagem(contrato.numero, formatData(e.dataSaida), textoSaldo(plano.calculo.saldo)),
          origem: 'rescisao',
        },
      ],
      agora,
    );
    return { rescisaoId, cobrancaId, cancelados: cancelar };
  });
  const pendentes = [
    ...(await reemitirBoletos(deps, r.cobrancaId ? [r.cobrancaId] : [], 'Rescisão')),
    ...(await cancelarBoletos(
      deps,
      r.cancelados.map((p) => ({ competencia: p.competencia, providerId: p.provider_id })),
      'Rescisão',
    )),
  ];
  if (pendentes.length) await salvarBoletosPendentes(deps.db, r.rescisaoId, pendentes);
  return paraRescisao((await obterRescisao(deps.db, id))!);
};
