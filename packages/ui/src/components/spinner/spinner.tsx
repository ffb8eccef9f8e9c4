import type { ComponentProps } from 'react';
import { Loader2 } from 'lucide-react';
import { cn } from '../../lib/cn';

type SpinnerProps = ComponentProps<'span'> & {
  /** Visible text next to the icon (e.g. MSG_PUBLICO.guard.carregando); without it the spinner is decorative. */
  label?: string;
};

function Spinner({ label, className, ...props }: SpinnerProps) {
  return (
    <span
      data-slot="spinner"
      role={label ? 'status' : undefined}
      className={cn('inline-flex items-center gap-2 text-sm text-muted-foreground', className)}
      {...props}
    >
      <Loader2 className="size-[1em] min-h-4 min-w-4 animate-spin" aria-hidden />
      {label ? <span>{label}</span> : null}
    </span>
  );
}

export { Spinner, type SpinnerProps };
