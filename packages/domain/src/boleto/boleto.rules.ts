import { ROTULOS_STATUS_BOLETO } from '../messages/financeiro';
import { MSG } from '../messages/pt-BR';

/**
 * RECEIVED → 'Pago', PENDING → 'Pendente' (section 4); every other status the provider defines
 * gets its pt-BR label (OVERDUE → 'Vencido', DESIGN §10); only unknown values are shown raw.
 */
export const rotuloStatusBoleto = (status: string): string =>
  status === 'RECEIVED'
    ? MSG.locatario.pago
    : status === 'PENDING'
      ? MSG.locatario.pendente
      : (ROTULOS_STATUS_BOLETO[status] ?? status);

/** 'Recibo' when paid, otherwise 'Boleto'. */
export const acaoBoleto = (status: string): string =>
  status === 'RECEIVED' ? MSG.locatario.recibo : MSG.locatario.boleto;

export const isBoletoPago = (status: string) => status === 'RECEIVED';
