import {
  calcularRescisao,
  formatBRL,
  formatCompetencia,
  formatData,
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
} from '@morada/domain';
import type { Db } from '../../db/database';
import type { Deps } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { vencimentoDoMes } from '../../lib/datas';
import { diaDaAgencia } from '../configuracoes/configuracoes.repository';
import { obterContratoCiclo, type ContratoCiclo } from '../contratos/contrato-ciclo.repository';
import { sincronizarImovel } from '../contratos/contratos.repository';
import { cancelarBoletos, reemitirBoletos } from '../financeiro/reemissao';
import { caucaoDoContrato } from '../garantias/garantias.repository';
import { criarNotificacoes } from '../notificacoes/notificacoes.repository';
import { inserirPagamentoPendente } from '../pagamentos/contrato-pagamentos.repository';
import {
  competenciasExistentes,
  listarPorContrato,
  principalRecebido,
  situacaoEm,
  type PagamentoLivro,
} from '../pagamentos/pagamentos.repository';
import { travarContrato } from '../reajustes/reajustes.repository';
import {
  atualizarComposicao,
  cancelarPagamentos,
  finalizarContrato,
  inserirRescisao,
  obterRescisao,
  quitarPagamento,
  salvarBoletosPendentes,
  type RescisaoGravada,
} from './rescisoes.repository';

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

export const paraRescisao = (r: RescisaoGravada): Rescisao => ({ ...r, calculo: calculoEmReais(r.calculo) });

type Plano = {
  calculo: CalculoRescisao;
  /** The month of leaving's payment (not cancelled), if generated. */
  mesSaida: PagamentoLivro | undefined;
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
    ajustes: e.ajustes.map((a) => ({ descricao: a.descricao, valor: paraCentavos(a.valor) })),
  });
  return { calculo, mesSaida: doMes, posteriores: pagamentos.filter((p) => p.competencia > mes) };
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
 * POST …/rescisao: in one transaction the month of leaving is re-billed pro rata (or created;
 * one partly paid keeps its receipts and is settled when they cover the pro rata), later months
 * without receipts are cancelled, the contract is Finalizado, the property freed,
 * the tenant told and the settlement frozen; then the boletos are cancelled or re-issued.
 */
export const registrarRescisao = async (
  deps: Deps,
  id: string,
  e: RescisaoEntradaValida,
  usuarioId: string,
): Promise<Rescisao> => {
  const { feriados } = await diaDaAgencia(deps);
  const agora = deps.now();
  const r = await deps.db.transaction().execute(async (trx) => {
    // Taken first: a second rescisão (or a reajuste) of the contract waits, then finds it ended.
    if (!(await travarContrato(trx, id))) throw notFound(MSG.api.contratoNaoEncontrado);
    const contrato = (await obterContratoCiclo(trx, id))!;
    await verificar(trx, contrato, e);
    const plano = await planejar(trx, contrato, e, feriados);
    const comRecebimento = plano.posteriores.find((p) => p.recebimentos.length || p.status !== 'PENDING');
    if (comRecebimento) throw conflict(E.recebimentoFuturo(formatCompetencia(comRecebimento.competencia)));
    const { proRata } = plano.calculo;
    const reemitir: string[] = [];
    const cancelar = [...plano.posteriores];
    const doMes = plano.mesSaida;
    if (doMes?.status === 'PENDING' && doMes.valor_centavos !== proRata.valor) {
      // The month now asks for the days lived: what was received of it counts towards them.
      await atualizarComposicao(trx, doMes.id, proRata.composicao);
      const recebido = principalRecebido(doMes);
      if (recebido > 0 && recebido >= proRata.valor) {
        await quitarPagamento(trx, doMes.id, doMes.recebimentos.at(-1)!.data);
        cancelar.push(doMes);
      } else reemitir.push(doMes.id);
    } else if (!doMes && proRata.valor > 0) {
      // A cancelled payment keeps the month's key: the pro rata is then only in the settlement.
      if (!(await competenciasExistentes(trx, id)).has(proRata.competencia))
        reemitir.push(
          await inserirPagamentoPendente(trx, {
            contratoId: id,
            competencia: proRata.competencia,
            vencimento: vencimentoDoMes(proRata.competencia, contrato.diaVencimento),
            composicao: proRata.composicao,
            criadoEm: agora.toISOString(),
          }),
        );
    }
    await cancelarPagamentos(
      trx,
      plano.posteriores.map((p) => p.id),
    );
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
    return { rescisaoId, reemitir, cancelados: cancelar };
  });
  const pendentes = [
    ...(await reemitirBoletos(deps, r.reemitir, 'Rescisão')),
    ...(await cancelarBoletos(
      deps,
      r.cancelados.map((p) => ({ competencia: p.competencia, providerId: p.provider_id })),
      'Rescisão',
    )),
  ];
  if (pendentes.length) await salvarBoletosPendentes(deps.db, r.rescisaoId, pendentes);
  return paraRescisao((await obterRescisao(deps.db, id))!);
};
