import { MSG_PUBLICO } from '@morada/domain';
import { Button } from '../button';
import { TableEmpty } from './table';

type TableLoadFailedProps = { colSpan: number; mensagem: string; onRetry?: (() => void) | undefined };

/** A failed load in place of the empty-state text, so it does not read as "no items". */
function TableLoadFailed({ colSpan, mensagem, onRetry }: TableLoadFailedProps) {
  return (
    <TableEmpty colSpan={colSpan}>
      <div role="alert" className="flex flex-col items-center gap-2">
        <span>{mensagem}</span>
        {onRetry ? (
          <Button type="button" size="sm" variant="outline" onClick={onRetry}>
            {MSG_PUBLICO.primitivos.tentarNovamente}
          </Button>
        ) : null}
      </div>
    </TableEmpty>
  );
}

export { TableLoadFailed };
export type { TableLoadFailedProps };
