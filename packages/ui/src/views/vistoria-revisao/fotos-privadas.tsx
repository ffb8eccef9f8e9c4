import type { FotoVistoria } from '@morada/domain';
import { useEffect, useState } from 'react';

/** Reads one private photo with the session (an `<img src>` could not send the token). */
export type LerFoto = (foto: FotoVistoria) => Promise<Blob>;

function Miniatura({ foto, ler, alt }: { foto: FotoVistoria; ler: LerFoto; alt: string }) {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    let ativo = true;
    let criada: string | undefined;
    ler(foto)
      .then((blob) => {
        if (!ativo || typeof URL.createObjectURL !== 'function') return;
        criada = URL.createObjectURL(blob);
        setUrl(criada);
      })
      // A photo that failed to load stays as its grey square with the name: nothing else to do.
      .catch(() => undefined);
    return () => {
      ativo = false;
      if (criada) URL.revokeObjectURL(criada);
    };
  }, [foto, ler]);
  return url ? (
    <a href={url} target="_blank" rel="noreferrer" className="block">
      <img
        src={url}
        alt={alt}
        className="aspect-square w-full rounded-md border border-border object-cover"
      />
    </a>
  ) : (
    <span
      role="img"
      aria-label={alt}
      className="block aspect-square w-full animate-pulse rounded-md border border-border bg-muted"
    />
  );
}

/** Photos of an item or a contest as thumbnails; each opens whole in a new tab. */
function FotosPrivadas({
  fotos,
  ler,
  rotulo,
  rotuloFoto,
}: {
  fotos: readonly FotoVistoria[];
  ler: LerFoto;
  rotulo: string;
  rotuloFoto: (n: number) => string;
}) {
  if (fotos.length === 0) return null;
  return (
    <ul aria-label={rotulo} className="grid grid-cols-3 gap-2 sm:grid-cols-6">
      {fotos.map((f, i) => (
        <li key={f.id}>
          <Miniatura foto={f} ler={ler} alt={rotuloFoto(i + 1)} />
        </li>
      ))}
    </ul>
  );
}

export { FotosPrivadas };
