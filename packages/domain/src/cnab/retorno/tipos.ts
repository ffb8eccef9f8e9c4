import type { LayoutCnab } from '../../banco/conta-cobranca.schema';

export type TipoOcorrenciaRetorno =
  | 'entrada_confirmada'
  | 'entrada_rejeitada'
  | 'liquidacao'
  | 'baixa'
  | 'alteracao_confirmada'
  | 'tarifa'
  | 'outra';

/** One título event the bank reports (CNAB 240: a T + U pair; CNAB 400: one detalhe). */
export interface OcorrenciaRetorno {
  /** 1-based line of the file where the event starts (segment T / detalhe). */
  linha: number;
  /** As the remessa sent it (same width and digits). */
  nossoNumero: string;
  /** Our pagamento id, echoed back (trimmed). */
  seuNumero: string;
  tipo: TipoOcorrenciaRetorno;
  /** The bank's own code (código de movimento retorno / de ocorrência). */
  codigo: string;
  /** pt-BR reason of a rejection or baixa, when the layout carries one. */
  motivo?: string;
  valorTituloCentavos: number;
  valorPagoCentavos: number;
  /** Juros (and multa, when the bank does not separate them) received. */
  jurosCentavos: number;
  /** Multa received, only when the layout reports it apart from juros. */
  multaCentavos?: number;
  descontoCentavos: number;
  tarifaCentavos: number;
  /** 'YYYY-MM-DD' ('' when the bank left it blank). */
  dataOcorrencia: string;
  /** 'YYYY-MM-DD', when the bank reports the credit date. */
  dataCredito?: string;
}

/** The account the file identifies in its header (digits as written, leading zeros removed). */
export interface ContaRetorno {
  agencia?: string;
  conta?: string;
  convenio?: string;
}

export interface RetornoCnab {
  banco: string;
  layout: LayoutCnab;
  conta: ContaRetorno;
  /** 'YYYY-MM-DD'. */
  dataGeracao: string;
  numeroSequencial?: number;
  ocorrencias: OcorrenciaRetorno[];
}
