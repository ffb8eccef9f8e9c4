import { MSG_CHAMADOS_UI } from '@morada/domain';
import { Download } from 'lucide-react';
import { Button } from '../../../components/button';
import { Spinner } from '../../../components/spinner';

const T = MSG_CHAMADOS_UI.detalhe;

/** “Baixar comprovante” of a concluded chamado; the app fetches the file with the session. */
function BotaoComprovante({ onBaixar, baixando }: { onBaixar: () => void; baixando: boolean }) {
  return (
    <Button
      type="button"
      variant="outline"
      size="sm"
      onClick={onBaixar}
      disabled={baixando}
      aria-busy={baixando || undefined}
    >
      {baixando ? <Spinner className="size-4" /> : <Download className="size-4" aria-hidden />}
      {baixando ? T.baixandoComprovante : T.baixarComprovante}
    </Button>
  );
}

export { BotaoComprovante };
