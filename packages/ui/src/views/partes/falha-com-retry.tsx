import { MSG } from '@morada/domain';
import { Button } from '../../components/button';

const CLASSES = {
  normal: 'grid justify-items-start gap-3',
  /** Inside a dialog: small text and button. */
  pequena: 'grid justify-items-start gap-2 text-sm',
  /** In place of a whole page's content: a red box. */
  destacada:
    'flex flex-col items-start gap-3 rounded-md border border-destructive/40 bg-destructive/10 p-4 text-destructive',
};

/**
 * A failed read in place of its content, with “Tentar novamente” (the visit slots, the agenda, the
 * visit proposal, a lead).
 */
function FalhaComRetry({
  mensagem,
  onRetry,
  aparencia = 'normal',
}: {
  mensagem: string;
  onRetry?: (() => void) | undefined;
  aparencia?: keyof typeof CLASSES;
}) {
  return (
    <div role="alert" className={CLASSES[aparencia]}>
      <p>{mensagem}</p>
      <Button variant="outline" size={aparencia === 'pequena' ? 'sm' : 'default'} onClick={onRetry}>
        {MSG.dashboard.tentarNovamente}
      </Button>
    </div>
  );
}

export { FalhaComRetry };
