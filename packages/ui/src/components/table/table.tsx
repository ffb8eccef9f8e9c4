import type { ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '../../lib/cn';

/**
 * `fixo: 'fim'` pins a column (a row's 'Ações') to the right edge of the scrolling wrapper, so the
 * actions stay on screen at 375 px while the other columns scroll under them. The opaque background
 * follows the row's hover and selection, since the cell covers what scrolls beneath it.
 */
const colunaVariants = cva('', {
  variants: {
    fixo: {
      nao: '',
      fim: 'sticky right-0 z-10 bg-background text-right [tr:hover>&]:bg-[color-mix(in_oklab,var(--color-muted)_50%,var(--color-background))] [tr[data-state=selected]>&]:bg-muted',
    },
  },
  defaultVariants: { fixo: 'nao' },
});

function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    // The wrapper scrolls horizontally so wide admin tables stay usable on a 375px screen; it is
    // focusable so keyboard users can scroll it too (axe: scrollable-region-focusable).
    <div
      data-slot="table-container"
      tabIndex={0}
      className="relative w-full overflow-x-auto rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
    >
      <table data-slot="table" className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

function TableHeader({ className, ...props }: ComponentProps<'thead'>) {
  return <thead data-slot="table-header" className={cn('[&_tr]:border-b', className)} {...props} />;
}

function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody data-slot="table-body" className={cn('[&_tr:last-child]:border-0', className)} {...props} />;
}

function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return (
    <tr
      data-slot="table-row"
      className={cn(
        'border-b border-border transition-colors hover:bg-muted/50 data-[state=selected]:bg-muted',
        className,
      )}
      {...props}
    />
  );
}

function TableHead({
  className,
  fixo,
  ...props
}: ComponentProps<'th'> & VariantProps<typeof colunaVariants>) {
  return (
    <th
      data-slot="table-head"
      data-fixo={fixo ?? undefined}
      className={cn(
        'h-10 px-3 text-left align-middle font-medium whitespace-nowrap text-muted-foreground',
        colunaVariants({ fixo }),
        className,
      )}
      {...props}
    />
  );
}

function TableCell({
  className,
  fixo,
  ...props
}: ComponentProps<'td'> & VariantProps<typeof colunaVariants>) {
  return (
    <td
      data-slot="table-cell"
      className={cn('p-3 align-middle', colunaVariants({ fixo }), className)}
      {...props}
    />
  );
}

function TableEmpty({ colSpan, className, children, ...props }: ComponentProps<'td'> & { colSpan: number }) {
  return (
    <tr data-slot="table-empty">
      <td
        colSpan={colSpan}
        className={cn('h-24 p-3 text-center text-muted-foreground', className)}
        {...props}
      >
        {children}
      </td>
    </tr>
  );
}

export { Table, TableHeader, TableBody, TableRow, TableHead, TableCell, TableEmpty };
