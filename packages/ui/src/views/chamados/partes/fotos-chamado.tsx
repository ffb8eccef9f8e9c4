import { MSG_CHAMADOS_UI } from '@morada/domain';

const T = MSG_CHAMADOS_UI.detalhe;

/** As fotos do chamado em miniaturas; cada uma abre a foto inteira numa nova aba. */
function FotosChamado({ fotos }: { fotos: readonly string[] }) {
  if (fotos.length === 0) return null;
  return (
    <ul aria-label={T.fotos} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {fotos.map((url, i) => (
        <li key={url}>
          <a href={url} target="_blank" rel="noreferrer" className="block">
            <img
              src={url}
              alt={T.foto(i + 1)}
              loading="lazy"
              className="aspect-square w-full rounded-md border border-border object-cover"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

export { FotosChamado };
