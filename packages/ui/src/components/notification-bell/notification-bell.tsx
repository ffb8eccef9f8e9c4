import type { ComponentProps } from 'react';
import { Bell } from 'lucide-react';
import { MSG_SITE } from '@morada/domain';
import { cn } from '../../lib/cn';

type NotificationBellProps = Omit<ComponentProps<'button'>, 'children'> & {
  /** Quantidade de notificações não lidas; 0 não mostra número. */ count: number;
};

function NotificationBell({ count, className, ...props }: NotificationBellProps) {
  return (
    <button
      type="button"
      data-slot="notification-bell"
      aria-label={MSG_SITE.sino(count)}
      className={cn(
        'relative inline-flex size-10 items-center justify-center rounded-full border border-border bg-background text-foreground hover:bg-muted focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
        className,
      )}
      {...props}
    >
      <Bell className="size-5" aria-hidden />
      {count > 0 && (
        <span
          data-slot="notification-bell-count"
          className="absolute -top-1 -right-1 min-w-5 rounded-full bg-destructive px-1 text-center text-xs leading-5 font-semibold text-destructive-foreground"
        >
          {count}
        </span>
      )}
    </button>
  );
}

export { NotificationBell };
export type { NotificationBellProps };
