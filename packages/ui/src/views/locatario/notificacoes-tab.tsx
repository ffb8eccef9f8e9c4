import { formatData, MSG_LOCATARIO, MSG_SITE, type Notificacao } from '@morada/domain';
import { cn } from '../../lib/cn';

type NotificacoesTabProps = {
  notificacoes: readonly Notificacao[];
  onMarkRead: (id: string) => void;
};

/** Unread items are highlighted; clicking one marks it read. */
function NotificacoesTab({ notificacoes, onMarkRead }: NotificacoesTabProps) {
  if (notificacoes.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
        {MSG_LOCATARIO.locatario.nenhumaNotificacao}
      </p>
    );
  }
  return (
    <ul className="grid gap-3">
      {notificacoes.map((n) => (
        <li key={n.id}>
          <button
            type="button"
            data-lida={n.lida}
            onClick={() => !n.lida && onMarkRead(n.id)}
            className={cn(
              'w-full rounded-xl border p-4 text-left transition-colors',
              n.lida ? 'border-border bg-card' : 'border-primary/40 bg-primary/10 hover:bg-primary/15',
            )}
          >
            <span className="flex items-center justify-between gap-2">
              <span className={cn('font-medium', !n.lida && 'font-semibold')}>{n.titulo}</span>
              <span className="text-xs text-muted-foreground">{formatData(n.data)}</span>
            </span>
            <span className="mt-1 block text-sm text-muted-foreground">{n.mensagem}</span>
            {!n.lida && <span className="sr-only"> — {MSG_SITE.marcarLida}</span>}
          </button>
        </li>
      ))}
    </ul>
  );
}

export { NotificacoesTab };
