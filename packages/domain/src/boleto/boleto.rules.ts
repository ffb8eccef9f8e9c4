import { ROTULOS_STATUS_BOLETO } from '../messages/financeiro';
import { MSG_LOCATARIO } from '../messages/locatario';

/**
 * RECEIVED → 'Pago', PENDING → 'Pendente' (section 4); every other status the provider defines
 * gets its pt-BR label (OVERDUE → 'Vencido', DESIGN §10); only unknown values are shown raw.
 */
export const rotuloStatusBoleto = (status: string): string =>
  status === 'RECEIVED'
    ? MSG_LOCATARIO.locatario.pago
    : status === 'PENDING'
      ? MSG_LOCATARIO.locatario.pendente
      : (ROTULOS_STATUS_BOLETO[status] ?? status);

/** 'Recibo' when paid, otherwise 'Boleto'. */
export const acaoBoleto = (status: string): string =>
  status === 'RECEIVED' ? MSG_LOCATARIO.locatario.recibo : MSG_LOCATARIO.locatario.boleto;

export const isBoletoPago = (status: string) => status === 'RECEIVED';
