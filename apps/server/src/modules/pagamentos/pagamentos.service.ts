import { randomUUID } from 'node:crypto';
import {
  formatBRL,
  formatCompetencia,
  formatData,
  formatDataHora,
  hojeNaAgencia,
  MSG,
  mesesACobrar,
  MSG_FINANCEIRO,
  problemaDaCobranca,
  MSG_SERVIDOR,
  paraReais,
  resumirEnvios,
  situacaoDoVencimento,
  type AvisosEnviados,
  type Pagamento,
  type ValorDevido,
} from '@morada/domain';
import type { Deps } from '../../http/context';
import { badRequest, conflict, notFound } from '../../http/errors';
import { entregarEmailsAgora, registrarEmail, type EmailNaFila } from '../emails';
import { diaDaAgencia } from '../configuracoes';
import { getBillingProvider } from './boletos/billing';
import type { BillingProvider } from './boletos/provedor';
import { salvarBoletoEmitido } from './financeiro.repository';
import { criarNotificacoes } from '../notificacoes';
import {
  buscarContratoParaCobrar,
  destinosDosContratos,
  excluirPagamento,
  inserirPagamentoPendente,
  type ContratoParaCobrar,
} from './contrato-pagamentos.repository';
import {
  competenciasExistentes,
  listarAbertosVencidos,
  marcarCobranca,
  obterPagamento,
  paraPagamento,
  situacaoEm,
  type PagamentoLivro,
} from './pagamentos.repository';

/** The contract `id` with its terms and tenant, as gerarPagamentos needs it. */
export const obterContratoParaCobrar = (deps: Deps, id: string): Promise<ContratoParaCobrar | undefined> =>
  buscarContratoParaCobrar(deps.db, id);

/**
 * Monthly payments from the contract's start: due on diaVencimento (clamped to the month), each
 * with its own composition copied from the contract now (later contract changes never rewrite
 * it), status PENDING and its boleto from the billing provider. Months that already have a payment
 * are skipped; months after dataFim are not billed (mesesACobrar). A month the boleto cannot carry
 * (problemaDaCobranca: R$ 0, above its range, due before its epoch) is a 400, never a half-made payment.
 */
export const gerarPagamentos = async (
  deps: Deps,
  contrato: ContratoParaCobrar,
  meses: number,
  provider: BillingProvider = getBillingProvider(deps),
): Promise<Pagamento[]> => {
  const { composicao } = contrato;
  const valor = contrato.valorCentavos;
  const problema = problemaDaCobranca(contrato);
  if (problema) throw badRequest(problema.mensagem, [{ [problema.campo]: problema.mensagem }]);
  const criados: string[] = [];
  for (const { competencia, vencimento } of mesesACobrar(
    contrato,
    meses,
    await competenciasExistentes(deps.db, contrato.id),
  )) {
    const id = randomUUID();
    // The row exists before the provider is called (a provider may refer to it); if issuing
    // fails, the row goes away so a retry issues that month again.
    try {
      await inserirPagamentoPendente(deps.db, {
        id,
        contratoId: contrato.id,
        competencia,
        vencimento,
        composicao,
        criadoEm: deps.now().toISOString(),
      });
    } catch (e) {
      // A concurrent call created this month first: skip it, like any existing month.
      if ((await competenciasExistentes(deps.db, contrato.id)).has(competencia)) continue;
      throw e;
    }
    try {
      const boleto = await provider.emitir({
        pagamentoId: id,
        valor: paraReais(valor),
        vencimento,
        descricao: MSG_SERVIDOR.pagamentoDescricao(formatCompetencia(competencia), contrato.numero),
        pagador: contrato.pagador,
      });
      await salvarBoletoEmitido(deps.db, id, boleto);
    } catch (e) {
      await excluirPagamento(deps.db, id);
      throw e;
    }
    criados.push(id);
  }
  const { hoje, feriados } = await diaDaAgencia(deps);
  const saida: Pagamento[] = [];
  for (const id of criados) saida.push(paraPagamento((await obterPagamento(deps.db, id))!, hoje, feriados));
  return saida;
};

/** The amount due on `data` (the screen's suggestion when recording a payment). */
export const valorDevido = async (deps: Deps, id: string, data: string): Promise<ValorDevido> => {
  const p = await obterPagamento(deps.db, id);
  if (!p) throw notFound(MSG.api.pagamentoNaoEncontrado);
  const { feriados } = await diaDaAgencia(deps);
  const s = situacaoEm(p, data, feriados);
  return {
    data,
    prazo: s.prazo,
    diasAtraso: s.diasAtraso,
    principal: paraReais(s.principalAberto),
    multa: paraReais(s.multaAberta),
    juros: paraReais(s.jurosAberto),
    total: paraReais(s.totalAberto),
  };
};

/** Open payments whose prazo has passed (optionally of one contract): the ones a cobrança is for. */
export const listarAtrasados = async (deps: Deps, contratoId?: string): Promise<PagamentoLivro[]> => {
  const { hoje, feriados } = await diaDaAgencia(deps);
  const candidatos = await listarAbertosVencidos(deps.db, hoje, contratoId);
  return candidatos.filter((p) => situacaoEm(p, hoje, feriados).prazo < hoje);
};

type Aviso = 'cobranca' | 'lembrete';

/**
 * What a cobrança or lembrete says, whichever was asked for: before or on the prazo "vence em"
 * with the principal still open (never multa or juros), after it "venceu em" with what settles it
 * today (DESIGN §11: words are true on the day they are sent).
 */
const textoDoAviso = (p: PagamentoLivro, agora: Date, feriados: readonly string[]) => {
  const v = situacaoDoVencimento(p.vencimento, agora, feriados);
  const s = situacaoEm(p, v.hoje, feriados);
  const competencia = formatCompetencia(p.competencia);
  const T = MSG_SERVIDOR.avisoVencimento;
  return v.situacao === 'vencido'
    ? T.vencido(competencia, formatData(v.dataAviso), formatBRL(paraReais(s.totalAberto)))
    : T.aVencer(competencia, formatData(v.dataAviso), formatBRL(paraReais(s.principalAberto)));
};

/** True when the payment's last cobrança was sent on the agency's `hoje`. */
export const cobradoHoje = (p: Pick<PagamentoLivro, 'ultima_cobranca'>, hoje: string) =>
  p.ultima_cobranca !== null && hojeNaAgencia(new Date(p.ultima_cobranca)) === hoje;

/** The 409 for a second cobrança of the same payment on the same day. */
export const cobrancaRepetida = (p: Pick<PagamentoLivro, 'ultima_cobranca'>) =>
  conflict(MSG_FINANCEIRO.erros.cobrancaRepetida(formatDataHora(p.ultima_cobranca)));

/**
 * Sends one notice per payment to its tenant: an in-app notification and an e-mail, its text in
 * the tense of today (textoDoAviso), dated when sent. 'cobranca' is mostly for overdue payments (a
 * payment already charged today is skipped), 'lembrete' mostly before due; either may be sent for
 * any open payment. Notifications, outbox rows and the cobrança mark are written in one
 * transaction; e-mails are handed to SMTP only after it commits, and the answer says what became
 * of them (the screen says "enviado" only for what SMTP accepted).
 */
export const enviarAvisos = async (
  deps: Deps,
  pagamentos: readonly PagamentoLivro[],
  tipo: Aviso,
): Promise<AvisosEnviados> => {
  const { hoje, feriados } = await diaDaAgencia(deps);
  const alvo = tipo === 'cobranca' ? pagamentos.filter((p) => !cobradoHoje(p, hoje)) : pagamentos;
  if (!alvo.length) return { avisos: 0, emails: resumirEnvios([]) };
  const contratoIds = [...new Set(alvo.map((p) => p.contrato_id))];
  const destinos = await destinosDosContratos(deps.db, contratoIds);
  const textos = MSG_SERVIDOR[tipo];
  const agora = deps.now();
  const avisos = alvo.flatMap((p) => {
    const d = destinos.get(p.contrato_id);
    if (!d) return [];
    return [{ ...d, pagamentoId: p.id, mensagem: textoDoAviso(p, agora, feriados) }];
  });
  const fila = await deps.db.transaction().execute(async (trx) => {
    await criarNotificacoes(
      trx,
      avisos.map((a) => ({
        usuarioId: a.usuarioId,
        titulo: textos.titulo,
        mensagem: a.mensagem,
        origem: tipo,
      })),
      agora,
    );
    const emails: EmailNaFila[] = [];
    for (const a of avisos)
      emails.push(
        await registrarEmail(
          trx,
          { para: a.email, assunto: textos.assunto(a.numero), corpo: a.mensagem },
          agora,
          Boolean(deps.env.SMTP_URL),
        ),
      );
    if (tipo === 'cobranca')
      await marcarCobranca(
        trx,
        avisos.map((a) => a.pagamentoId),
        agora.toISOString(),
      );
    return emails;
  });
  return { avisos: avisos.length, emails: resumirEnvios(await entregarEmailsAgora(deps, fila)) };
};
