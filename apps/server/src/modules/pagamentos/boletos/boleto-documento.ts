import {
  CONTA_DEMONSTRACAO,
  contaPagavel,
  formatCnpj,
  formatCpf,
  formatPercent,
  formatTelefone,
  hojeNaAgencia,
  MSG_COBRANCA_BANCARIA,
  MSG_SERVIDOR,
  regrasDoBanco,
  type ContaBoleto,
} from '@morada/domain';
import type { Deps } from '../../../http/context';
import { getConfiguracao } from '../../configuracoes';
import { obterConta } from '../../contas-cobranca';
import {
  contaCobrancaDoPagamento,
  descricaoPagamento,
  type PagamentoCobranca,
} from '../financeiro.repository';
import { codigoBancoComDv, nomeDoBanco, nossoNumeroImpresso } from './banco-impresso';
import { gerarBoletoPdf } from './boleto-pdf';

/** The "Agência / Código do beneficiário" box of the account (its bank's way). */
const agenciaCodigo = (conta: ContaBoleto): string => {
  try {
    return regrasDoBanco(conta.banco).agenciaCodigoImpresso(conta);
  } catch {
    return `${conta.agencia} / ${conta.conta}`;
  }
};

/**
 * The boleto PDF of an issued payment, drawn by Morada from the stored boleto fields and the
 * collection account it was issued on (boletos from before accounts existed: the fixed demo layout).
 */
export const pdfBoletoLocal = async (deps: Deps, p: PagamentoCobranca): Promise<Uint8Array> => {
  const config = await getConfiguracao(deps.db);
  const contaId = await contaCobrancaDoPagamento(deps.db, p.id);
  const conta: ContaBoleto = (contaId && (await obterConta(deps.db, contaId))) || CONTA_DEMONSTRACAO;
  const pagavel = contaPagavel(conta);
  const descricao = descricaoPagamento(p);
  return gerarBoletoPdf({
    banco: { codigoComDv: codigoBancoComDv(conta.banco), nome: nomeDoBanco(conta.banco) },
    pagavel,
    localPagamento: pagavel ? MSG_COBRANCA_BANCARIA.pagavel : MSG_COBRANCA_BANCARIA.demonstracao,
    cedente: {
      nome: config.nome,
      endereco: config.endereco,
      documento: config.cnpj ? `CNPJ ${formatCnpj(config.cnpj)}` : '',
      agenciaCodigo: agenciaCodigo(conta),
    },
    carteira: conta.carteira,
    sacado: { nome: p.inquilino.nome, cpf: formatCpf(p.inquilino.cpf), email: p.inquilino.email },
    vencimento: p.vencimento,
    valor: p.valor,
    nossoNumero: p.nossoNumero ? nossoNumeroImpresso(conta, p.nossoNumero) : '',
    nossoNumeroArquivo: p.nossoNumero ?? '',
    numeroDocumento: `${p.contratoNumero}/${p.competencia}`,
    dataDocumento: p.createdAt.slice(0, 10),
    dataProcessamento: hojeNaAgencia(deps.now()),
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
      MSG_SERVIDOR.financeiro.instrucaoContato(config.emailFinanceiro, formatTelefone(config.telefone)),
    ],
  });
};
