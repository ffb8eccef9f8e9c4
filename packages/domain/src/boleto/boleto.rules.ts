import { MSG } from '../messages/pt-BR';

/** RECEIVED → 'Pago', PENDING → 'Pendente', anything else shown raw (section 4). */
export const rotuloStatusBoleto = (status: string): string =>
  status === 'RECEIVED' ? MSG.locatario.pago : status === 'PENDING' ? MSG.locatario.pendente : status;

/** 'Recibo' when paid, otherwise 'Boleto'. */
export const acaoBoleto = (status: string): string =>
  status === 'RECEIVED' ? MSG.locatario.recibo : MSG.locatario.boleto;

export const isBoletoPago = (status: string) => status === 'RECEIVED';
