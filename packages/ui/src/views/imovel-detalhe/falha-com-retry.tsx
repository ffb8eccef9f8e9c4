import { MSG } from '@morada/domain';
import { Button } from '../../components/button';

/** A failed read in place of its content, with “Tentar novamente” (the slots, the agenda, the proposal). */
function FalhaComRetry({
  mensagem,
  onRetry,
  pequena = false,
}: {
  mensagem: string;
  onRetry?: (() => void) | undefined;
  /** Inside a dialog: small text and button. */
  pequena?: boolean;
}) {
  return (
    <div
      role="alert"
      className={pequena ? 'grid justify-items-start gap-2 text-sm' : 'grid justify-items-start gap-3'}
    >
      <p>{mensagem}</p>
      <Button variant="outline" size={pequena ? 'sm' : 'default'} onClick={onRetry}>
        {MSG.dashboard.tentarNovamente}
      </Button>
    </div>
  );
}

export { FalhaComRetry };
