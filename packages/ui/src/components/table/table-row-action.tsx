import type { LucideIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
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

const POR_LINHA = { 2: 'grid-cols-[repeat(2,2rem)]', 4: 'grid-cols-[repeat(4,2rem)]' } as const;

/**
 * A row's icon buttons: in rows of `porLinha` until the screen is wide enough (2xl) for one line,
 * so beside the sidebar at 1280 px the pinned 'Ações' cell leaves room for every other column.
 */
function TableRowActions({
  porLinha,
  className,
  ...props
}: ComponentProps<'div'> & { porLinha: keyof typeof POR_LINHA }) {
  return (
    <div
      data-slot="table-row-actions"
      className={cn('grid justify-end 2xl:flex', POR_LINHA[porLinha], className)}
      {...props}
    />
  );
}

export { TableRowAction, TableRowActions };
export type { TableRowActionProps };
