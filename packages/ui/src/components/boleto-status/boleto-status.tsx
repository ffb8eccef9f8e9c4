import type { ComponentProps } from 'react';
import { rotuloStatusBoleto } from '@morada/domain';
import { Badge } from '../badge';

type BoletoStatusProps = Omit<ComponentProps<typeof Badge>, 'children' | 'variant'> & {
  /** Status do boleto como o provedor de cobrança informa (ex.: `RECEIVED`, `PENDING`, `OVERDUE`). */
  status: string;
};

/** RECEIVED 'Pago' (green), PENDING 'Pendente' (yellow), OVERDUE red, anything else raw and grey. */
const VARIANTE: Record<string, ComponentProps<typeof Badge>['variant']> = {
  RECEIVED: 'green',
  PENDING: 'yellow',
  OVERDUE: 'red',
};

function BoletoStatus({ status, ...props }: BoletoStatusProps) {
  return (
    <Badge data-slot="boleto-status" variant={VARIANTE[status] ?? 'gray'} {...props}>
      {rotuloStatusBoleto(status)}
    </Badge>
  );
}

export { BoletoStatus };
export type { BoletoStatusProps };
