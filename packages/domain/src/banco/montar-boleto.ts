import { formatarLinhaDigitavel, linhaDeCodigoBarras, montarCodigoBarras } from './codigo-barras';
import { regrasDoBanco, type ContaBoleto, type NossoNumero } from './bancos';

export type DadosBoleto = {
  /** The account's sequence for this boleto (proximoNossoNumero, then +1). */
  sequencia: number;
  /** YYYY-MM-DD */
  vencimento: string;
  valorCentavos: number;
  /** YYYY-MM-DD of issue; Sicredi puts its year in the nosso número (defaults to the due date). */
  emissao?: string;
};

export type BoletoMontado = {
  nossoNumero: NossoNumero;
  /** 44 digits. */
  codigoBarras: string;
  /** 47 digits, formatted 'AAAAA.AAAAA BBBBB.BBBBBB CCCCC.CCCCCC D FFFFVVVVVVVVVV'. */
  linhaDigitavel: string;
  /** The "Agência / Código do beneficiário" box. */
  agenciaCodigo: string;
};

/**
 * A boleto of the account's bank: nosso número with that bank's DV, its campo livre, the FEBRABAN
 * barcode and linha digitável. Throws a pt-BR message when the account or sequence does not fit
 * the bank (see problemasDaConta).
 */
export const montarBoleto = (conta: ContaBoleto, dados: DadosBoleto): BoletoMontado => {
  const regras = regrasDoBanco(conta.banco);
  const nossoNumero = regras.nossoNumero(conta, dados.sequencia, {
    emissao: dados.emissao ?? dados.vencimento,
  });
  const codigoBarras = montarCodigoBarras({
    banco: conta.banco,
    vencimento: dados.vencimento,
    valorCentavos: dados.valorCentavos,
    campoLivre: regras.campoLivre(conta, nossoNumero),
  });
  return {
    nossoNumero,
    codigoBarras,
    linhaDigitavel: formatarLinhaDigitavel(linhaDeCodigoBarras(codigoBarras)),
    agenciaCodigo: regras.agenciaCodigoImpresso(conta),
  };
};
