import { randomUUID } from 'node:crypto';
import { formatBRL, formatCompetencia, formatData, MSG_SERVIDOR, type Pagamento } from '@morada/domain';
import type { Deps } from '../../http/context';
import { hojeISO, somarMeses, vencimentoDoMes } from '../../lib/datas';
import { enviarEmail } from '../../lib/mailer';
import { getBillingProvider, type BillingProvider } from '../financeiro/billing';
import { criarNotificacoes } from '../notificacoes/notificacoes.repository';
import {
  competenciasExistentes,
  obterPagamento,
  paraPagamento,
  type PagamentoComTaxas,
} from './pagamentos.repository';

/** '2026-03' → '03/2026', how a tenant reads a month. */

export type ContratoParaCobrar = {
  id: string;
  numero: string;
  data_inicio: string;
  data_fim: string;
  dia_vencimento: number;
  valor_aluguel: number;
  valor_condominio: number;
  valor_iptu: number;
  u_id: string;
  u_nome: string;
  u_email: string;
  u_cpf: string;
  u_telefone: string;
};

export const obterContratoParaCobrar = (deps: Deps, id: string): Promise<ContratoParaCobrar | undefined> =>
  deps.db
    .selectFrom('contratos as c')
    .innerJoin('usuarios as u', 'u.id', 'c.inquilino_id')
    .select([
      'c.id',
      'c.numero',
      'c.data_inicio',
      'c.data_fim',
      'c.dia_vencimento',
      'c.valor_aluguel',
      'c.valor_condominio',
      'c.valor_iptu',
      'u.id as u_id',
      'u.nome as u_nome',
      'u.email as u_email',
      'u.cpf as u_cpf',
      'u.telefone as u_telefone',
    ])
    .where('c.id', '=', id)
    .executeTakeFirst();

/**
 * Monthly payments from the contract's start: due on diaVencimento (clamped to the month),
 * valor = aluguel + condomínio + IPTU, status PENDING, each with its boleto from the billing
 * provider. Months that already have a payment are skipped; months after dataFim are not billed.
 * Returns the payments created (in order).
 */
export const gerarPagamentos = async (
  deps: Deps,
  contrato: ContratoParaCobrar,
  meses: number,
  provider: BillingProvider = getBillingProvider(deps),
): Promise<Pagamento[]> => {
  const existentes = await competenciasExistentes(deps.db, contrato.id);
  const valor =
    Math.round((contrato.valor_aluguel + contrato.valor_condominio + contrato.valor_iptu) * 100) / 100;
  const inicio = contrato.data_inicio.slice(0, 7);
  const ultimo = contrato.data_fim.slice(0, 7);
  const criados: string[] = [];
  for (let k = 0; k < meses; k++) {
    const competencia = somarMeses(inicio, k);
    if (competencia > ultimo) break;
    if (existentes.has(competencia)) continue;
    const id = randomUUID();
    const vencimento = vencimentoDoMes(competencia, contrato.dia_vencimento);
    // The row exists before the provider is called (a provider may refer to it); if issuing
    // fails, the row goes away so a retry issues that month again.
    try {
      await deps.db
        .insertInto('pagamentos')
        .values({
          id,
          contrato_id: contrato.id,
          competencia,
          vencimento,
          valor,
          status: 'PENDING',
          data_pagamento: null,
          valor_pago: null,
          nosso_numero: null,
          codigo_barras: null,
          linha_digitavel: null,
          pix_payload: null,
          provider_id: null,
          created_at: deps.now().toISOString(),
        })
        .execute();
    } catch (e) {
      // A concurrent call created this month first: skip it, like any existing month.
      if ((await competenciasExistentes(deps.db, contrato.id)).has(competencia)) continue;
      throw e;
    }
    try {
      const boleto = await provider.emitir({
        pagamentoId: id,
        valor,
        vencimento,
        descricao: MSG_SERVIDOR.pagamentoDescricao(formatCompetencia(competencia), contrato.numero),
        pagador: {
          id: contrato.u_id,
          nome: contrato.u_nome,
          email: contrato.u_email,
          cpf: contrato.u_cpf,
          telefone: contrato.u_telefone,
        },
      });
      await deps.db
        .updateTable('pagamentos')
        .set({
          nosso_numero: boleto.nossoNumero,
          codigo_barras: boleto.codigoBarras,
          linha_digitavel: boleto.linhaDigitavel,
          pix_payload: boleto.pixPayload,
          provider_id: boleto.providerId,
        })
        .where('id', '=', id)
        .execute();
    } catch (e) {
      await deps.db.deleteFrom('pagamentos').where('id', '=', id).execute();
      throw e;
    }
    criados.push(id);
  }
  const hoje = hojeISO(deps.now());
  const saida: Pagamento[] = [];
  for (const id of criados) saida.push(paraPagamento((await obterPagamento(deps.db, id))!, hoje));
  return saida;
};

type Aviso = 'cobranca' | 'lembrete';

/**
 * Sends one notice per payment to its tenant: an in-app notification and an e-mail (outbox).
 * 'cobranca' for overdue payments (amount with multa/juros as of today), 'lembrete' before due.
 */
export const enviarAvisos = async (
  deps: Deps,
  pagamentos: readonly PagamentoComTaxas[],
  tipo: Aviso,
): Promise<number> => {
  if (!pagamentos.length) return 0;
  const contratoIds = [...new Set(pagamentos.map((p) => p.contrato_id))];
  const destinos = new Map<string, { usuarioId: string; email: string; numero: string }>();
  for (let i = 0; i < contratoIds.length; i += 500) {
    const linhas = await deps.db
      .selectFrom('contratos as c')
      .innerJoin('usuarios as u', 'u.id', 'c.inquilino_id')
      .select(['c.id', 'c.numero', 'u.id as usuarioId', 'u.email'])
      .where('c.id', 'in', contratoIds.slice(i, i + 500))
      .execute();
    for (const l of linhas) destinos.set(l.id, { usuarioId: l.usuarioId, email: l.email, numero: l.numero });
  }
  const hoje = hojeISO(deps.now());
  const textos = MSG_SERVIDOR[tipo];
  const avisos = pagamentos.flatMap((p) => {
    const d = destinos.get(p.contrato_id);
    if (!d) return [];
    const valor = formatBRL(paraPagamento(p, hoje).valorAtualizado);
    const mensagem = textos.mensagem(formatCompetencia(p.competencia), formatData(p.vencimento), valor);
    return [{ ...d, mensagem }];
  });
  await deps.db.transaction().execute(async (trx) => {
    const tx = { ...deps, db: trx };
    await criarNotificacoes(
      trx,
      avisos.map((a) => ({
        usuarioId: a.usuarioId,
        titulo: textos.titulo,
        mensagem: a.mensagem,
        origem: tipo,
      })),
      deps.now(),
    );
    for (const a of avisos)
      await enviarEmail(tx, { para: a.email, assunto: textos.assunto(a.numero), corpo: a.mensagem });
  });
  return avisos.length;
};

/** Cancels at the provider the boletos of a contract's open payments (before deleting them). */
export const cancelarBoletosAbertos = async (deps: Deps, contratoId: string): Promise<void> => {
  const abertos = await deps.db
    .selectFrom('pagamentos')
    .select('provider_id')
    .where('contrato_id', '=', contratoId)
    .where('status', '=', 'PENDING')
    .where('provider_id', 'is not', null)
    .execute();
  if (!abertos.length) return;
  const provider = getBillingProvider(deps);
  for (const p of abertos) await provider.cancelar(p.provider_id!);
};
