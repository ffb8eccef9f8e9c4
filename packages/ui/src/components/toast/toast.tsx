import { useSyncExternalStore, type ComponentProps } from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { MSG } from '@morada/domain';
import { cn } from '../../lib/cn';
import { dismissToast, getToast, subscribeToast, toast } from './toast-store';

const toastVariants = cva(
  'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg',
  {
    variants: {
      variant: {
        default: 'border-border bg-card text-card-foreground',
        destructive: 'border-destructive bg-destructive text-destructive-foreground',
        success: 'border-success bg-success text-success-foreground',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

const icons = { default: Info, destructive: CircleAlert, success: CircleCheck } as const;

/** The current toast and helpers; components re-render when it changes. */
function useToast() {
  const current = useSyncExternalStore(subscribeToast, getToast, getToast);
  return { toast: current, show: toast, dismiss: dismissToast };
}

/** Mount once per app. Renders the single visible toast (bottom-right; full width on mobile). */
function Toaster({ className, ...props }: ComponentProps<'div'>) {
  const { toast: current } = useToast();
  return (
    <div
      data-slot="toaster"
      className={cn(
        'pointer-events-none fixed inset-x-0 bottom-0 z-[100] flex flex-col p-4 sm:right-0 sm:left-auto sm:w-full sm:max-w-sm',
        className,
      )}
      {...props}
    >
      {current ? <ToastView key={current.id} {...current} /> : null}
    </div>
  );
}

type ToastViewProps = VariantProps<typeof toastVariants> & {
  id: number;
  title: string;
  description?: string;
};

function ToastView({ id, title, description, variant }: ToastViewProps) {
  const Icon = icons[variant ?? 'default'];
  const isError = variant === 'destructive';
  return (
    <div
      data-slot="toast"
      data-variant={variant}
      role={isError ? 'alert' : 'status'}
      aria-live={isError ? 'assertive' : 'polite'}
      aria-atomic="true"
      className={toastVariants({ variant })}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="grid gap-1">
        <p data-slot="toast-title" className="text-sm font-semibold">
          {title}
        </p>
        {description ? (
          <p data-slot="toast-description" className="text-sm opacity-90">
            {description}
          </p>
        ) : null}
      </div>
      <button
        type="button"
        onClick={() => dismissToast(id)}
        aria-label={MSG.primitivos.fechar}
        className="absolute top-3 right-3 rounded-sm opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <X className="size-4" aria-hidden />
      </button>
    </div>
  );
}

export { Toaster, useToast, toast, dismissToast, toastVariants };
