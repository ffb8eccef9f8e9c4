import type { Alerta, AlvoAlerta } from '@morada/domain';
import { AppLink } from '../link';

/** Where an alert's subject opens in the app (given by the app: the ui knows no URLs). */
type HrefDoAlvo = (alvo: AlvoAlerta) => string;

/** An alert's title: a link to what it is about when the app says where that is, plain text otherwise. */
function AlertaTitulo({
  alerta,
  hrefDoAlvo,
  className,
}: {
  alerta: Pick<Alerta, 'titulo' | 'alvo'>;
  hrefDoAlvo?: HrefDoAlvo;
  className?: string;
}) {
  if (!alerta.alvo || !hrefDoAlvo) return <p className={className}>{alerta.titulo}</p>;
  return (
    <p className={className}>
      <AppLink
        href={hrefDoAlvo(alerta.alvo)}
        className="underline-offset-4 hover:underline focus-visible:rounded-sm focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
      >
        {alerta.titulo}
      </AppLink>
    </p>
  );
}

export { AlertaTitulo, type HrefDoAlvo };
