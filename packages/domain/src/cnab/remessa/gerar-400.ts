import { MSG_COBRANCA_BANCARIA } from '../../messages/cobranca-bancaria';
import { dataCnab, diaSeguinte, escreverLinha, percentualCnab, type LayoutRegistro } from '../campos';
import { RemessaCnabInvalida } from '../erros';
import {
  DETALHE_400_BRADESCO,
  DETALHE_400_ITAU,
  HEADER_400_BRADESCO,
  HEADER_400_ITAU,
  MULTA_400_ITAU,
  TRAILER_400,
} from './layout-400';
import {
  CODIGO_MOVIMENTO_REMESSA,
  jurosDiarioCentavos,
  soDigitos,
  type InstrucaoRemessa,
  type RemessaEntrada,
} from './tipos';

const M = MSG_COBRANCA_BANCARIA.cnab;

interface Banco400 {
  nome: string;
  header: LayoutRegistro;
  detalhe: LayoutRegistro;
  nossoNumero: (nn: string) => string;
  /** Extra records after the detalhe (Itaú's multa). */
  extras: (i: InstrucaoRemessa) => { layout: LayoutRegistro; valores: Record<string, string> }[];
}

/** Itaú 400 carteira letter (brcobranca cnab400/itau.rb): 'I' except the carteiras with their own code. */
const codigoCarteiraItau = (carteira: string): string =>
  ({ '150': 'U', '191': '1', '147': 'E' })[carteira.padStart(3, '0')] ?? 'I';

export const BANCOS_400: Readonly<Record<string, Banco400>> = {
  '237': {
    nome: 'BRADESCO',
    header: HEADER_400_BRADESCO,
    detalhe: DETALHE_400_BRADESCO,
    nossoNumero: (nn) => nn.padStart(12, '0'),
    extras: () => [],
  },
  '341': {
    nome: 'BANCO ITAU SA',
    header: HEADER_400_ITAU,
    detalhe: DETALHE_400_ITAU,
    nossoNumero: (nn) => nn,
    extras: (i) =>
      i.tipo === 'registrar' && i.multaPercentual > 0
        ? [
            {
              layout: MULTA_400_ITAU,
              valores: {
                codigoMulta: '2',
                dataMulta: dataCnab(diaSeguinte(i.vencimento)),
                multa: percentualCnab(i.multaPercentual),
              },
            },
          ]
        : [],
  },
};

/**
 * CNAB 400 remessa of Bradesco or Itaú: header, one detalhe (tipo 1) per instrução (plus Itaú's
 * tipo 2 for multa), trailer. Lines of exactly 400 characters joined by CRLF, final CRLF.
 */
export const gerarRemessa400 = (e: RemessaEntrada): string => {
  const banco = BANCOS_400[e.conta.banco];
  if (!banco) throw new RemessaCnabInvalida(M.remessaBancoSemLayout(e.conta.banco, 'cnab400'));
  if (e.instrucoes.length === 0) throw new RemessaCnabInvalida(M.remessaSemInstrucoes);
  const conta = {
    banco: e.conta.banco,
    nomeBanco: banco.nome,
    convenio: e.conta.convenio,
    agencia: e.conta.agencia,
    conta: e.conta.conta,
    contaDv: e.conta.contaDv,
    carteira: e.conta.carteira,
    codigoCarteira: codigoCarteiraItau(e.conta.carteira),
    nomeEmpresa: e.beneficiario.nome,
    tipoInscricaoEmpresa: soDigitos(e.beneficiario.cnpj).length > 11 ? '02' : '01',
    inscricaoEmpresa: soDigitos(e.beneficiario.cnpj),
    dataGeracao: dataCnab(e.geradoEm.data, true),
    nsa: String(e.numeroRemessa),
  };
  const linhas = [escreverLinha(banco.header, conta)];
  for (const i of e.instrucoes) {
    const cep = soDigitos(i.pagador.cep).padStart(8, '0');
    const desconto = i.descontoCentavos ?? 0;
    linhas.push(
      escreverLinha(banco.detalhe, {
        ...conta,
        usoEmpresa: i.seuNumero,
        seuNumero: i.seuNumero,
        codigoMulta: i.multaPercentual > 0 ? '2' : '0',
        multa: percentualCnab(i.multaPercentual),
        nossoNumero: banco.nossoNumero(i.nossoNumero),
        ocorrencia: CODIGO_MOVIMENTO_REMESSA[i.tipo],
        vencimento: dataCnab(i.vencimento, true),
        valor: String(i.valorCentavos),
        emissao: dataCnab(i.emissao, true),
        juros: String(jurosDiarioCentavos(i)),
        dataDesconto: desconto > 0 ? dataCnab(i.vencimento, true) : '',
        desconto: String(desconto),
        tipoInscricao: soDigitos(i.pagador.documento).length > 11 ? '02' : '01',
        inscricao: soDigitos(i.pagador.documento),
        nome: i.pagador.nome,
        endereco: i.pagador.endereco,
        bairro: i.pagador.bairro,
        cep: cep.slice(0, 5),
        sufixoCep: cep.slice(5),
        cepCompleto: cep,
        cidade: i.pagador.cidade,
        uf: i.pagador.uf,
        sequencial: String(linhas.length + 1),
      }),
    );
    for (const extra of banco.extras(i)) {
      linhas.push(escreverLinha(extra.layout, { ...extra.valores, sequencial: String(linhas.length + 1) }));
    }
  }
  linhas.push(escreverLinha(TRAILER_400, { sequencial: String(linhas.length + 1) }));
  return `${linhas.join('\r\n')}\r\n`;
};
