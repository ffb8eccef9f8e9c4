import { MSG, MSG_REPASSE_UI } from '@morada/domain';
import { Button } from '../../components/button';
import { Skeleton } from '../../components/skeleton';

const T = MSG_REPASSE_UI.lista;

type RepassesEstadoProps = {
  carregando: boolean;
  erro?: string | null | undefined;
  onRetry: () => void;
};

/** What stands in for the list: skeleton rows while loading, the failure with a retry, or nothing. */
function RepassesEstado({ carregando, erro, onRetry }: RepassesEstadoProps) {
  if (erro)
    return (
      <div
        role="alert"
        className="flex flex-col items-center gap-3 rounded-md border border-destructive/50 p-6 text-center text-sm"
      >
        <p>{erro}</p>
        <Button type="button" size="sm" variant="outline" onClick={onRetry}>
          {MSG.dashboard.tentarNovamente}
        </Button>
      </div>
    );
  if (carregando)
    return (
      <div role="status" aria-label={T.carregando} className="space-y-3">
        {[0, 1, 2].map((i) => (
          <div key={i} className="flex items-center gap-4 rounded-md border border-border p-4">
            <Skeleton className="size-4" />
            <div className="flex-1 space-y-2">
              <Skeleton className="h-4 w-1/3" />
              <Skeleton className="h-3 w-1/4" />
            </div>
            <Skeleton className="hidden h-4 w-24 sm:block" />
            <Skeleton className="h-6 w-20 rounded-full" />
          </div>
        ))}
        <span className="sr-only">{T.carregando}</span>
      </div>
    );
  return (
    <p className="rounded-md border border-border p-6 text-center text-sm text-muted-foreground">{T.vazio}</p>
  );
}

export { RepassesEstado };
