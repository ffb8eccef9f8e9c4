import { formatPercent, MSG_SERVIDOR } from '@morada/domain';
import type { Deps } from '../../http/context';
import { getConfiguracao } from '../configuracoes/configuracoes.repository';
import { gerarBoletoPdf } from './boleto-pdf';
import { descricaoPagamento, referenciaBR, type PagamentoCobranca } from './financeiro.repository';
import { CEDENTE_LOCAL, cidadeDoEndereco } from './local-provider';
import { gerarReciboPdf } from './recibo-pdf';

/** The boleto PDF of an issued payment, drawn by Morada from the stored boleto fields. */
export const pdfBoletoLocal = async (deps: Deps, p: PagamentoCobranca): Promise<Uint8Array> => {
  const config = await getConfiguracao(deps.db);
  const descricao = descricaoPagamento(p);
  return gerarBoletoPdf({
    cedente: {
      nome: config.nome,
      endereco: config.endereco,
      agenciaConta: `${CEDENTE_LOCAL.agencia} / ${CEDENTE_LOCAL.conta}`,
      banco: CEDENTE_LOCAL.banco,
    },
    sacado: { nome: p.inquilino.nome, cpf: p.inquilino.cpf, email: p.inquilino.email },
    vencimento: p.vencimento,
    valor: p.valor,
    nossoNumero: p.nossoNumero ?? '',
    numeroDocumento: `${p.contratoNumero}/${p.competencia}`,
    dataDocumento: p.createdAt.slice(0, 10),
    descricao,
    linhaDigitavel: p.linhaDigitavel ?? '',
    codigoBarras: p.codigoBarras ?? '',
    pixPayload: p.pixPayload,
    instrucoes: [
      MSG_SERVIDOR.financeiro.instrucaoReferente(descricao),
      MSG_SERVIDOR.financeiro.instrucaoEncargos(
        formatPercent(p.multaPercentual),
        formatPercent(p.jurosMensalPercentual),
      ),
      ...(p.pixPayload ? [MSG_SERVIDOR.financeiro.instrucaoPix] : []),
      MSG_SERVIDOR.financeiro.instrucaoContato(config.emailFinanceiro, config.telefone),
    ],
  });
};

/** The receipt of a RECEIVED payment (the caller checks the status). */
export const pdfRecibo = async (deps: Deps, p: PagamentoCobranca): Promise<Uint8Array> => {
  const config = await getConfiguracao(deps.db);
  return gerarReciboPdf({
    emitente: { nome: config.nome, endereco: config.endereco },
    pagador: { nome: p.inquilino.nome, cpf: p.inquilino.cpf },
    valorPago: p.valorPago ?? p.valor,
    dataPagamento: p.dataPagamento ?? p.vencimento,
    referencia: referenciaBR(p.competencia),
    descricao: descricaoPagamento(p),
    nossoNumero: p.nossoNumero,
    pagamentoId: p.id,
    cidade: cidadeDoEndereco(config.endereco),
  });
};
