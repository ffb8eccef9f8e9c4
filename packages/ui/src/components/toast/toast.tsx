import { useRef, useSyncExternalStore, type ComponentProps } from 'react';
import { Toast as ToastPrimitive } from 'radix-ui';
import { cva, type VariantProps } from 'class-variance-authority';
import { CircleAlert, CircleCheck, Info, X } from 'lucide-react';
import { MSG_PUBLICO } from '@morada/domain';
import { cn } from '../../lib/cn';
import { dismissToast, getToast, pauseToast, resumeToast, subscribeToast, toast } from './toast-store';

const toastVariants = cva(
  'pointer-events-auto relative flex w-full items-start gap-3 rounded-lg border p-4 pr-10 shadow-lg outline-none focus-visible:ring-2 focus-visible:ring-ring data-[swipe=cancel]:translate-x-0 data-[swipe=cancel]:transition-transform data-[swipe=end]:translate-x-(--radix-toast-swipe-end-x) data-[swipe=move]:translate-x-(--radix-toast-swipe-move-x) data-[swipe=move]:transition-none',
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

/**
 * Mount once per app. Renders the single visible toast (bottom-right; full width on mobile) on Radix
 * Toast: read by screen readers as it appears (errors assertively, the rest politely), reachable
 * with F8, dismissed by swiping right, by Escape or by its close button.
 */
function Toaster({ className, ...props }: ComponentProps<typeof ToastPrimitive.Viewport>) {
  const { toast: current } = useToast();
  return (
    // The store times the toasts (`duration` of each); Radix only reports pauses.
    <ToastPrimitive.Provider
      label={MSG_PUBLICO.primitivos.notificacao}
      duration={Infinity}
      swipeDirection="right"
    >
      {current ? <ToastView key={current.id} {...current} /> : null}
      <ToastPrimitive.Viewport
        data-slot="toaster"
        label={MSG_PUBLICO.primitivos.notificacoes}
        className={cn(
          'pointer-events-none fixed inset-x-0 bottom-0 z-[100] m-0 flex list-none flex-col p-4 outline-none sm:right-0 sm:left-auto sm:w-full sm:max-w-sm',
          className,
        )}
        {...props}
      />
    </ToastPrimitive.Provider>
  );
}

type ToastViewProps = VariantProps<typeof toastVariants> & {
  id: number;
  title: string;
  description?: string;
};

/** Layers that close on Escape (Radix dialogs, menus, popovers, selects). */
const CAMADAS = '[role="dialog"],[role="alertdialog"],[role="menu"],[data-radix-popper-content-wrapper]';
const REPASSADOS = new WeakSet<Event>();

/**
 * The layer an Escape was meant for: the one holding the focus or, when the focus fell to the body
 * (a Salvar button disabled while it saves), the last layer opened.
 */
function camadaDoEscape(toast: Element | null): Element | undefined {
  const foco = document.activeElement;
  const focada = foco && foco !== document.body && !toast?.contains(foco) ? foco.closest(CAMADAS) : null;
  if (focada) return foco!;
  return [...document.querySelectorAll(CAMADAS)].filter((c) => !toast?.contains(c)).at(-1);
}

/**
 * Radix gives Escape to the topmost layer, which a toast shown over an open dialog is: closing the
 * toast would swallow the Escape meant for the dialog. So the Escape is handed on to that layer
 * once the toast is gone: Radix needs a render or more to make the dialog the topmost layer again
 * (several on a busy machine), so it is tried on the next frames, for up to half a second, until a
 * layer takes it.
 */
function repassarEscape(alvo: Element, tentativas = 30) {
  requestAnimationFrame(() => {
    if (!alvo.isConnected) return;
    const evento = new KeyboardEvent('keydown', {
      key: 'Escape',
      code: 'Escape',
      bubbles: true,
      cancelable: true,
    });
    REPASSADOS.add(evento);
    alvo.dispatchEvent(evento);
    if (!evento.defaultPrevented && tentativas > 1) repassarEscape(alvo, tentativas - 1);
  });
}

function ToastView({ id, title, description, variant }: ToastViewProps) {
  const Icon = icons[variant ?? 'default'];
  const ref = useRef<HTMLLIElement>(null);
  return (
    <ToastPrimitive.Root
      ref={ref}
      data-slot="toast"
      data-variant={variant}
      type={variant === 'destructive' ? 'foreground' : 'background'}
      duration={Infinity}
      open
      onOpenChange={(open) => (open ? undefined : dismissToast(id))}
      onPause={pauseToast}
      onResume={resumeToast}
      onEscapeKeyDown={(event) => {
        // Only the user's Escape is handed on, not one repassarEscape sent.
        if (REPASSADOS.has(event)) return;
        const alvo = camadaDoEscape(ref.current);
        if (alvo) repassarEscape(alvo);
      }}
      className={toastVariants({ variant })}
    >
      <Icon className="mt-0.5 size-5 shrink-0" aria-hidden />
      <div className="grid gap-1">
        <ToastPrimitive.Title data-slot="toast-title" className="text-sm font-semibold">
          {title}
        </ToastPrimitive.Title>
        {description ? (
          <ToastPrimitive.Description data-slot="toast-description" className="text-sm opacity-90">
            {description}
          </ToastPrimitive.Description>
        ) : null}
      </div>
      <ToastPrimitive.Close
        aria-label={MSG_PUBLICO.primitivos.fechar}
        className="absolute top-3 right-3 rounded-sm opacity-70 hover:opacity-100 focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        <X className="size-4" aria-hidden />
      </ToastPrimitive.Close>
    </ToastPrimitive.Root>
  );
}

export { Toaster, useToast, toastVariants };
