import type { ContaCobrancaDados } from '../../banco/conta-cobranca.schema';

/** What a remessa asks the bank to do with one boleto. */
export type TipoInstrucaoRemessa = 'registrar' | 'alterar_vencimento' | 'alterar_valor' | 'baixar';

export interface PagadorRemessa {
  nome: string;
  /** CPF (11 digits) or CNPJ (14 digits), digits only. */
  documento: string;
  endereco: string;
  bairro: string;
  /** 8 digits. */
  cep: string;
  cidade: string;
  uf: string;
}

export interface InstrucaoRemessa {
  tipo: TipoInstrucaoRemessa;
  /**
   * Already computed, as the bank wants it in the file (check digit included where the layout
   * carries it). Width per bank: 001 ≤ 17 (convênio + sequência), 104 17 (starts with the
   * modalidade 14), 033 13, 237 12 (11 + DV, DV may be 'P'), 341 9 in CNAB 240 (8 + DAC) and 8 in
   * CNAB 400, 756 ≤ 10 (with DV).
   */
  nossoNumero: string;
  /** Our pagamento id, echoed back by the bank in the retorno (≤ 15 chars in CNAB 240, ≤ 10 in 400). */
  seuNumero: string;
  /** 'YYYY-MM-DD'. */
  vencimento: string;
  valorCentavos: number;
  /** 'YYYY-MM-DD'. */
  emissao: string;
  pagador: PagadorRemessa;
  /** Percentage of the value charged once after the due date (2 = 2%); 0 for none. */
  multaPercentual: number;
  /** Percentage per month of juros de mora (1 = 1% a.m.); 0 for none. */
  jurosMensalPercentual: number;
  /** Fixed discount until the due date, in centavos. */
  descontoCentavos?: number;
}

export type ContaRemessa = Pick<
  ContaCobrancaDados,
  'banco' | 'agencia' | 'agenciaDv' | 'conta' | 'contaDv' | 'carteira' | 'convenio' | 'layout'
>;

export interface RemessaEntrada {
  conta: ContaRemessa;
  beneficiario: { nome: string; /** 14 digits */ cnpj: string };
  /** Sequential remessa number of the account (NSA). */
  numeroRemessa: number;
  /** Generation moment, in the agency's time zone: data 'YYYY-MM-DD', hora 'HH:MM:SS'. */
  geradoEm: { data: string; hora: string };
  instrucoes: readonly InstrucaoRemessa[];
  /** Banco do Brasil only: variação da carteira (3 digits), e.g. '019' for carteira 17-019. */
  variacaoCarteira?: string;
}

/** Código de movimento (CNAB 240) / de ocorrência (CNAB 400) per instrução: same codes in every bank served. */
export const CODIGO_MOVIMENTO_REMESSA: Record<TipoInstrucaoRemessa, string> = {
  registrar: '01',
  baixar: '02',
  alterar_vencimento: '06',
  alterar_valor: '31',
};

export const soDigitos = (s: string): string => s.replace(/\D/g, '');

/** '1' CPF, '2' CNPJ (FEBRABAN code for tipo de inscrição). */
export const tipoInscricao = (documento: string): string => (soDigitos(documento).length > 11 ? '2' : '1');

/** Juros per day in centavos, for layouts that only take a daily amount (CNAB 400). */
export const jurosDiarioCentavos = (i: InstrucaoRemessa): number =>
  Math.round((i.valorCentavos * i.jurosMensalPercentual) / 100 / 30);
