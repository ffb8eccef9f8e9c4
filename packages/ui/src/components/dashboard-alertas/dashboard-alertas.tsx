import { corAlerta, formatData, MSG, type Alerta } from '@morada/domain';
import { cva } from 'class-variance-authority';
import { AlertCircle, AlertTriangle, CheckCircle2, Info } from 'lucide-react';
import type { ComponentProps } from 'react';
import { Card } from '../card';
import { Quadro } from '../card/quadro';
import { PriorityBadge } from '../priority-badge';
import { AlertaTitulo, type HrefDoAlvo } from './alerta-titulo';

/** Colour by tipo: danger, warning, success; anything else reads as info (section 2). */
const alertVariants = cva('flex items-start gap-3 rounded-md border-l-4 p-3', {
  variants: {
    tipo: {
      danger: 'border-red-500 bg-red-50 dark:bg-red-950/40',
      warning: 'border-amber-500 bg-amber-50 dark:bg-amber-950/40',
      success: 'border-emerald-500 bg-emerald-50 dark:bg-emerald-950/40',
      info: 'border-blue-500 bg-blue-50 dark:bg-blue-950/40',
    },
  },
  defaultVariants: { tipo: 'info' },
});

const ICONES = { danger: AlertCircle, warning: AlertTriangle, success: CheckCircle2, info: Info } as const;

type AlertsListProps = Omit<ComponentProps<typeof Card>, 'children'> & {
  /** Os alertas a mostrar, cada um com tipo, título, descrição e prioridade. */
  alertas: readonly Alerta[];
  /** Transforma cada título em link para o contrato, os pagamentos, a garantia ou o processo do alerta. */
  hrefDoAlvo?: HrefDoAlvo;
};

function AlertsList({ alertas, hrefDoAlvo, className, ...props }: AlertsListProps) {
  return (
    <Quadro slot="alerts-list" titulo={MSG.dashboard.alertas} className={className} {...props}>
      {alertas.length === 0 ? (
        <p className="py-6 text-center text-sm text-muted-foreground">{MSG.adminUi.dashboard.semAlertas}</p>
      ) : (
        <ul className="space-y-3">
          {alertas.map((a) => {
            const tipo = corAlerta(a.tipo);
            const Icon = ICONES[tipo];
            return (
              <li key={a.id} data-tipo={tipo} className={alertVariants({ tipo })}>
                <Icon className="mt-0.5 size-4 shrink-0" aria-hidden />
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <AlertaTitulo alerta={a} hrefDoAlvo={hrefDoAlvo} className="font-medium" />
                    <PriorityBadge prioridade={a.prioridade} />
                  </div>
                  <p className="text-sm text-muted-foreground">{a.acao}</p>
                  <p className="text-xs text-muted-foreground">{formatData(a.data)}</p>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </Quadro>
  );
}

export { AlertsList, alertVariants };
