import { alertasDoSino, MSG, type Alerta } from '@morada/domain';
import { Bell } from 'lucide-react';
import { Popover as PopoverPrimitive } from 'radix-ui';
import { useId, type ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { AlertaTitulo, type HrefDoAlvo } from '../dashboard-alertas/alerta-titulo';
import { PriorityBadge } from '../priority-badge';

type BellBadgeProps = Omit<ComponentProps<'button'>, 'children'> & {
  /** Os alertas de que o sino trata; só “Urgente” e “Alta” entram na contagem. */
  alertas: readonly Pick<Alerta, 'id' | 'titulo' | 'acao' | 'prioridade' | 'alvo'>[];
  /** Transforma cada alerta em link para aquilo de que ele trata (a URL que o app informa). */
  hrefDoAlvo?: HrefDoAlvo;
};

/**
 * Sino com o número de alertas “Urgente” e “Alta” (seção 9); sem número quando não há nenhum. Abre a lista
 * exatamente desses alertas (Esc ou um clique fora fecha).
 */
function BellBadge({ alertas, hrefDoAlvo, className, ...props }: BellBadgeProps) {
  const contados = alertasDoSino(alertas);
  const total = contados.length;
  const tituloId = useId();
  return (
    <PopoverPrimitive.Root>
      <PopoverPrimitive.Trigger asChild>
        <button
          type="button"
          data-slot="bell-badge"
          aria-label={MSG.adminUi.dashboard.sino(total)}
          className={cn(
            'relative inline-flex size-10 items-center justify-center rounded-full border border-border bg-background text-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
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
        </button>
      </PopoverPrimitive.Trigger>
      <PopoverPrimitive.Portal>
        <PopoverPrimitive.Content
          data-slot="bell-list"
          align="end"
          sideOffset={8}
          collisionPadding={8}
          aria-labelledby={tituloId}
          className="z-50 w-80 max-w-[calc(100vw-1rem)] rounded-md border border-border bg-card p-3 text-card-foreground shadow-md outline-none"
        >
          <h2 id={tituloId} className="mb-2 text-sm font-semibold">
            {MSG.adminUi.dashboard.sino(total)}
          </h2>
          {total === 0 ? (
            <p className="py-2 text-sm text-muted-foreground">{MSG.adminUi.dashboard.semAlertas}</p>
          ) : (
            <ul className="max-h-80 space-y-2 overflow-y-auto" aria-labelledby={tituloId}>
              {contados.map((a) => (
                <li key={a.id} data-slot="bell-item" className="rounded-md border border-border p-2">
                  <div className="flex flex-wrap items-center gap-2">
                    <AlertaTitulo alerta={a} hrefDoAlvo={hrefDoAlvo} className="text-sm font-medium" />
                    <PriorityBadge prioridade={a.prioridade} />
                  </div>
                  <p className="text-xs text-muted-foreground">{a.acao}</p>
                </li>
              ))}
            </ul>
          )}
        </PopoverPrimitive.Content>
      </PopoverPrimitive.Portal>
    </PopoverPrimitive.Root>
  );
}

export { BellBadge, type BellBadgeProps };
