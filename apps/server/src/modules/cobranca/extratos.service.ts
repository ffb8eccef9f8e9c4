import {
  chaveDoCredito,
  ExtratoInvalido,
  extratoDaConta,
  lerOfx,
  MSG_COBRANCA_BANCARIA,
  sugerirConciliacao,
  type ExtratoOfx,
  type ImportacaoBancaria,
  type MeioPagamento,
  type PagamentoAberto,
} from '@morada/domain';
import type { Deps } from '../../http/context';
import { badRequest } from '../../http/errors';
import { txidPix } from '../../lib/boleto/pix';
import { diaDaAgencia } from '../configuracoes';
import { listarAbertosComPagador, situacaoEm } from '../pagamentos';
import { importarArquivo } from './importar';
import { obterLancamentoPorChave } from './lancamentos.repository';
import { lancarEvento, registrarEvento } from './lancamentos.service';

const T = MSG_COBRANCA_BANCARIA;

/** A credit's meio: PIX when the bank says so (type or memo), otherwise a transfer. */
const meioDoCredito = (t: { tipo: string; memo: string }): MeioPagamento =>
  /\bpix\b/i.test(`${t.tipo} ${t.memo}`) ? 'PIX' : 'Transferência';

const lerExtrato = (bytes: Uint8Array, conta: Parameters<typeof extratoDaConta>[1]): ExtratoOfx => {
  let extrato: ExtratoOfx;
  try {
    extrato = lerOfx(bytes);
  } catch (e) {
    if (e instanceof ExtratoInvalido) throw badRequest(e.message, [{ arquivo: e.message }]);
    throw e;
  }
  if (!extratoDaConta(extrato, conta)) {
    const msg = T.conciliacao.erros.outraConta(extrato.banco, extrato.agencia, extrato.conta);
    throw badRequest(msg, [{ arquivo: msg }]);
  }
  return extrato;
};

/**
 * An OFX statement of one collection account: each credit is journaled once (its key survives
 * re-imports and overlapping statements). A credit the matcher is sure of (the PIX txid, or the
 * payer's CPF with the exact amount due that day) books the receipt; any other waits in the
 * reconciliation queue with the likely payment and the reason. Debits are not rent: skipped.
 */
export const importarExtrato = async (
  deps: Deps,
  e: { contaId: string; arquivo: File | undefined; usuarioId: string },
): Promise<ImportacaoBancaria> =>
  importarArquivo(deps, { ...e, tipo: 'extrato' }, lerExtrato, async (extrato, conta, importacaoId, deps) => {
    const creditos = extrato.transacoes
      .filter((t) => t.valorCentavos > 0)
      .sort((a, b) => a.data.localeCompare(b.data) || a.linha - b.linha);
    const { feriados } = await diaDaAgencia(deps);
    const abertos = await listarAbertosComPagador(deps.db);
    const usados = new Set<string>();
    let repetidos = 0;
    for (const t of creditos) {
      const chave = `extrato:${conta.id}:${chaveDoCredito(extrato, t)}`;
      if (await obterLancamentoPorChave(deps.db, chave)) {
        repetidos++;
        continue;
      }
      // What each open payment is worth on the credit's day (a late payer pays multa and juros).
      const candidatos: PagamentoAberto<string>[] = abertos
        .filter((p) => !usados.has(p.id))
        .map((p) => ({
          id: p.id,
          valorCentavos: situacaoEm(p, t.data, feriados).totalAberto,
          vencimento: p.vencimento,
          txid: txidPix(p.id),
          pagador: { nome: p.pagador_nome, cpf: p.pagador_cpf },
        }));
      const [s] = sugerirConciliacao([t], candidatos);
      const evento = {
        origem: 'extrato' as const,
        chave,
        tipo: t.tipo,
        referencia: t.fitid,
        pagamentoId: s?.pagamentoId ?? null,
        importacaoId,
      };
      const pago = { data: t.data, valor: t.valorCentavos, meio: meioDoCredito(t) };
      if (s?.confianca === 'certa' && s.pagamentoId) {
        const l = await lancarEvento(deps, { ...evento, pagamentoId: s.pagamentoId }, pago);
        if (l.situacao === 'lancado') usados.add(s.pagamentoId);
      } else {
        await registrarEvento(deps, evento, { situacao: 'pendente', ...pago, detalhe: s?.motivo ?? '' });
      }
    }
    return { itens: creditos.length, repetidos };
  });
