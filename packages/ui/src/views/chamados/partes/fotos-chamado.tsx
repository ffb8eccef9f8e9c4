import { MSG_CHAMADOS_UI } from '@morada/domain';
import { createContext, useContext, useEffect, useState } from 'react';

const T = MSG_CHAMADOS_UI.detalhe;

/**
 * Reads a chamado's photo with the session. The photos are private: an `<img src>` cannot send the
 * Bearer token, so the app provides this reader and each thumbnail shows an object URL of what it
 * read. Without a reader (stories, public URLs) the URL is shown as it is.
 */
type LerFotoChamado = (url: string) => Promise<Blob>;
const LeitorFotosChamado = createContext<LerFotoChamado | undefined>(undefined);

/** The photo's displayable address: the URL itself, or an object URL of the bytes the reader got. */
function useEnderecoDaFoto(url: string): string | undefined {
  const ler = useContext(LeitorFotosChamado);
  const [lido, setLido] = useState<{ url: string; endereco: string }>();
  useEffect(() => {
    if (!ler || typeof URL.createObjectURL !== 'function') return;
    let ativo = true;
    let criado: string | undefined;
    ler(url)
      .then((blob) => {
        if (!ativo) return;
        criado = URL.createObjectURL(blob);
        setLido({ url, endereco: criado });
      })
      // A photo that failed to load stays as its grey square with its name: nothing else to do.
      .catch(() => undefined);
    return () => {
      ativo = false;
      if (criado) URL.revokeObjectURL(criado);
    };
  }, [ler, url]);
  if (!ler) return url;
  return lido?.url === url ? lido.endereco : undefined;
}

function Miniatura({ url, alt }: { url: string; alt: string }) {
  const endereco = useEnderecoDaFoto(url);
  if (!endereco)
    return (
      <span
        role="img"
        aria-label={alt}
        className="block aspect-square w-full animate-pulse rounded-md border border-border bg-muted"
      />
    );
  return (
    <a href={endereco} target="_blank" rel="noreferrer" className="block">
      <img
        src={endereco}
        alt={alt}
        loading="lazy"
        className="aspect-square w-full rounded-md border border-border object-cover"
      />
    </a>
  );
}

/** As fotos do chamado em miniaturas; cada uma abre a foto inteira numa nova aba. */
function FotosChamado({ fotos }: { fotos: readonly string[] }) {
  if (fotos.length === 0) return null;
  return (
    <ul aria-label={T.fotos} className="grid grid-cols-3 gap-2 sm:grid-cols-4">
      {fotos.map((url, i) => (
        <li key={url}>
          <Miniatura url={url} alt={T.foto(i + 1)} />
        </li>
      ))}
    </ul>
  );
}

export { FotosChamado, LeitorFotosChamado, type LerFotoChamado };
