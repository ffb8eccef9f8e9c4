import { contarAlertasSino, MSG, type Alerta } from '@morada/domain';
import { Bell } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

type BellBadgeProps = ComponentProps<'span'> & { alertas: readonly Pick<Alerta, 'prioridade'>[] };

/** Bell with the number of 'Urgente' and 'Alta' alerts (section 9); no number when there are none. */
function BellBadge({ alertas, className, ...props }: BellBadgeProps) {
  const total = contarAlertasSino(alertas);
  return (
    <span
      data-slot="bell-badge"
      role="img"
      aria-label={MSG.adminUi.dashboard.sino(total)}
      className={cn(
        'relative inline-flex size-10 items-center justify-center rounded-full border border-border',
        className,
      )}
      {...props}
    >
      <Bell className="size-5" aria-hidden />
      {total > 0 ? (
        <span
          data-slot="bell-count"
          aria-hidden
          className="absolute -top-1 -right-1 flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1 text-xs font-bold text-white"
        >
          {total}
        </span>
      ) : null}
    </span>
  );
}

export { BellBadge };
