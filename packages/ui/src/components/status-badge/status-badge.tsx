import type { ComponentProps } from 'react';
import { Badge } from '../badge';

type BadgeVariant = NonNullable<ComponentProps<typeof Badge>['variant']>;

/**
 * Colour of every status word the back office shows. Section 4 fixes the legal ones
 * (Ativo/Aberto blue, Em Andamento yellow, Concluído green, Arquivado grey); the others follow
 * the same reading: green = settled/available, yellow = waiting, red = problem, grey = closed.
 */
const CORES: Record<string, BadgeVariant> = {
  Ativo: 'blue',
  Aberto: 'blue',
  'Em Andamento': 'yellow',
  Concluído: 'green',
  Arquivado: 'gray',
  Pendente: 'yellow',
  Finalizado: 'gray',
  Cancelado: 'red',
  Disponível: 'green',
  Ocupado: 'blue',
  Reservado: 'yellow',
  Manutenção: 'orange',
  ativo: 'green',
  inativo: 'gray',
  pendente: 'yellow',
  RECEIVED: 'green',
  PENDING: 'yellow',
  OVERDUE: 'red',
  CANCELLED: 'gray',
};

/** Payment statuses travel in the billing provider's words; people read them in Portuguese. */
const ROTULOS: Record<string, string> = {
  RECEIVED: 'Pago',
  PENDING: 'Pendente',
  OVERDUE: 'Vencido',
  CANCELLED: 'Cancelado',
};

const corDoStatus = (status: string): BadgeVariant => CORES[status] ?? 'gray';

type StatusBadgeProps = Omit<ComponentProps<typeof Badge>, 'variant' | 'children'> & {
  /** Status a mostrar, com a palavra e a cor da seção 4. */ status: string;
};

function StatusBadge({ status, className, ...props }: StatusBadgeProps) {
  return (
    <Badge data-slot="status-badge" variant={corDoStatus(status)} className={className} {...props}>
      {ROTULOS[status] ?? status}
    </Badge>
  );
}

export { StatusBadge, corDoStatus };
