import {
  ArquivoCnabInvalido,
  conferirConta,
  formatBRL,
  formatData,
  lerRetorno,
  MSG_COBRANCA_BANCARIA,
  nossoNumeroNoArquivo,
  paraReais,
  type ContaCobranca,
  type ImportacaoBancaria,
  type OcorrenciaRetorno,
  type RetornoCnab,
} from '@morada/domain';
import type { Deps } from '../../http/context';
import { badRequest } from '../../http/errors';
import { boletosDaConta, marcarRegistro, type RegistroBoleto } from '../pagamentos';
import { importarArquivo } from './importar';
import { obterLancamentoPorChave } from './lancamentos.repository';
import { lancarEvento, registrarEvento, type Evento } from './lancamentos.service';

const T = MSG_COBRANCA_BANCARIA.lancamentos;

/** A nosso número as digits without leading zeros (files pad it; Bradesco's DV may be 'P'). */
const normalizar = (nn: string) =>
  nn
    .toUpperCase()
    .replace(/[^0-9P]/g, '')
    .replace(/^0+(?=.)/, '');

/**
 * The boleto an occurrence is about: the same nosso número, with or without its check digit
 * (some layouts carry it, others not), among the boletos issued on this account.
 */
const acharBoleto = (porNumero: Map<string, string>, nn: string): string | undefined => {
  const n = normalizar(nn);
  return porNumero.get(n) ?? porNumero.get(n.slice(0, -1).replace(/^0+(?=.)/, ''));
};

const lerArquivoRetorno = (bytes: Uint8Array, conta: ContaCobranca): RetornoCnab => {
  let retorno: RetornoCnab;
  try {
    // CNAB files are plain ASCII (accents removed); latin1 reads any stray byte as one character.
    retorno = lerRetorno(new TextDecoder('latin1').decode(bytes));
  } catch (e) {
    if (e instanceof ArquivoCnabInvalido) throw badRequest(e.message, [{ arquivo: e.message }]);
    throw e;
  }
  const problema = conferirConta(retorno, conta);
  if (problema) throw badRequest(problema, [{ arquivo: problema }]);
  return retorno;
};

/** What a registration occurrence makes of the boleto, and the journal's words for it. */
const registroDa = (o: OcorrenciaRetorno): { registro: RegistroBoleto; detalhe: string } | undefined => {
  const motivo = o.motivo ?? o.codigo;
  if (o.tipo === 'entrada_confirmada') return { registro: 'registrado', detalhe: T.entradaConfirmada };
  if (o.tipo === 'entrada_rejeitada') return { registro: 'rejeitado', detalhe: T.entradaRejeitada(motivo) };
  if (o.tipo === 'baixa') return { registro: 'baixado', detalhe: T.baixa(motivo) };
  return undefined;
};

/** The bank's fee and credit date, when the retorno gives them (kept in the journal's words). */
const tarifaECredito = (o: OcorrenciaRetorno) =>
  (o.tarifaCentavos ? T.tarifa(formatBRL(paraReais(o.tarifaCentavos))) : '') +
  (o.dataCredito ? T.credito(formatData(o.dataCredito)) : '');

/**
 * A bank's retorno for one collection account. Each occurrence is journaled once, keyed by
 * account, nosso número, code and date (the same file again, or an overlapping one, books nothing):
 * a liquidação books the receipt (amount paid, on the payment date); entrada confirmada,
 * rejeitada and baixa update the boleto's registration; an unknown nosso número with money waits
 * for an admin.
 */
export const importarRetorno = async (
  deps: Deps,
  e: { contaId: string; arquivo: File | undefined; usuarioId: string },
): Promise<ImportacaoBancaria> =>
  importarArquivo(
    deps,
    { ...e, tipo: 'retorno' },
    lerArquivoRetorno,
    async (retorno, conta, importacaoId, deps) => {
      const porNumero = new Map(
        // Keyed as the remessa wrote it (Itaú's CNAB 400 without the DAC): the bank echoes that field.
        (await boletosDaConta(deps.db, conta.id)).map((b) => [
          normalizar(nossoNumeroNoArquivo(conta.banco, conta.layout, b.nossoNumero)),
          b.id,
        ]),
      );
      let repetidos = 0;
      for (const o of retorno.ocorrencias) {
        const data = o.dataOcorrencia || retorno.dataGeracao;
        const chave = `retorno:${conta.id}:${normalizar(o.nossoNumero)}:${o.codigo}:${data}`;
        if (await obterLancamentoPorChave(deps.db, chave)) {
          repetidos++;
          continue;
        }
        const pagamentoId = acharBoleto(porNumero, o.nossoNumero) ?? null;
        const evento: Evento = {
          origem: 'retorno',
          chave,
          tipo: o.codigo,
          referencia: o.nossoNumero,
          pagamentoId,
          importacaoId,
        };
        if (o.tipo === 'liquidacao') {
          const pago = {
            data,
            valor: o.valorPagoCentavos,
            meio: 'Boleto' as const,
            complemento: tarifaECredito(o),
          };
          if (!pagamentoId) {
            await registrarEvento(deps, evento, {
              situacao: 'pendente',
              ...pago,
              detalhe: T.nossoNumeroDesconhecido(o.nossoNumero),
            });
            continue;
          }
          const l = await lancarEvento(deps, { ...evento, pagamentoId }, pago);
          if (l.situacao === 'lancado') await marcarRegistro(deps.db, pagamentoId, 'registrado', null);
          continue;
        }
        const registro = registroDa(o);
        if (!registro || !pagamentoId) {
          const detalhe = pagamentoId ? T.tarifaOuOutra(o.codigo) : T.nossoNumeroDesconhecido(o.nossoNumero);
          await registrarEvento(deps, evento, { situacao: 'ignorado', data, detalhe });
          continue;
        }
        const motivo = registro.registro === 'registrado' ? null : (o.motivo ?? null);
        await registrarEvento(
          deps,
          evento,
          { situacao: 'atualizado', data, detalhe: registro.detalhe },
          (trx) => marcarRegistro(trx, pagamentoId, registro.registro, motivo),
        );
      }
      return { itens: retorno.ocorrencias.length, repetidos };
    },
  );
