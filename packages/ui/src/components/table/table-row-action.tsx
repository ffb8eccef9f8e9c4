import type { LucideIcon } from 'lucide-react';
import { cn } from '../../lib/cn';
import { Button, type ButtonProps } from '../button';

type TableRowActionProps = Omit<ButtonProps, 'children'> & {
  /** The action, shown as a tooltip ('Editar'). */
  rotulo: string;
  /** The row it acts on, read after the action ('Editar CT-2026-001'). */
  alvo: string;
  icone: LucideIcon;
  iconClassName?: string;
};

/** An icon button of a table row's 'Ações' cell. */
function TableRowAction({
  rotulo,
  alvo,
  icone: Icone,
  iconClassName,
  className,
  ...props
}: TableRowActionProps) {
  return (
    <Button
      type="button"
      size="icon"
      variant="ghost"
      className={cn('size-8', className)}
      aria-label={`${rotulo} ${alvo}`}
      title={rotulo}
      {...props}
    >
      <Icone className={cn('size-4', iconClassName)} aria-hidden />
    </Button>
  );
}

export { TableRowAction };
export type { TableRowActionProps };
