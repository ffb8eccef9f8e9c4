/**
 * The billing provider (DESIGN §6). `local` issues boletos itself; `asaas` calls the Asaas v3 API.
 * Chosen by BILLING_PROVIDER (+ ASAAS_API_KEY for asaas).
 */
export type Pagador = { id: string; nome: string; email: string; cpf: string; telefone: string };

export type EmissaoBoleto = {
  pagamentoId: string;
  valor: number;
  /** YYYY-MM-DD */
  vencimento: string;
  descricao: string;
  pagador: Pagador;
};

/** What the pagamentos row stores after issuing. */
export type BoletoEmitido = {
  providerId: string;
  nossoNumero: string;
  codigoBarras: string;
  linhaDigitavel: string;
  pixPayload: string;
  /** Local provider: the collection account it was issued on (null: none active, fixed demo layout). */
  contaCobrancaId?: string | null;
  /** Local provider: 'a_enviar' on a real bank (a remessa registers it); null on the demo bank. */
  registroBoleto?: 'a_enviar' | null;
};

export interface BillingProvider {
  readonly nome: 'local' | 'asaas';
  /** Makes sure the payer exists at the provider; returns the provider's customer id. */
  garantirCliente(pagador: Pagador): Promise<string>;
  emitir(boleto: EmissaoBoleto): Promise<BoletoEmitido>;
  /** Marks a boleto paid at the provider (local: no-op; asaas: receiveInCash). */
  registrarPagamento(providerId: string, dataPagamento: string, valor: number): Promise<void>;
  cancelar(providerId: string): Promise<void>;
  /** The provider's own boleto PDF (asaas: bankSlipUrl); absent when Morada draws it (local). */
  baixarBoletoPdf?(providerId: string): Promise<Uint8Array>;
}
