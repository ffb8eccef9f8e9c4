import type { ComponentProps } from 'react';
import { Badge } from '../badge';

type BadgeVariant = NonNullable<ComponentProps<typeof Badge>['variant']>;

/** Section 4: Urgente red, Alta orange, Média yellow, Baixa green; anything else neutral. */
const CORES: Record<string, BadgeVariant> = {
  Urgente: 'red',
  Alta: 'orange',
  Média: 'yellow',
  Baixa: 'green',
};

const corDaPrioridade = (prioridade: string): BadgeVariant => CORES[prioridade] ?? 'gray';

type PriorityBadgeProps = Omit<ComponentProps<typeof Badge>, 'variant' | 'children'> & {
  /** Prioridade: “Urgente”, “Alta”, “Média” ou “Baixa”. */ prioridade: string;
};

function PriorityBadge({ prioridade, ...props }: PriorityBadgeProps) {
  return (
    <Badge data-slot="priority-badge" variant={corDaPrioridade(prioridade)} {...props}>
      {prioridade}
    </Badge>
  );
}

export { PriorityBadge, corDaPrioridade };
