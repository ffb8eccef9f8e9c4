import { MSG_VISTORIAS_CAMPO_UI, VISTORIA_FOTOS_POR_ENVIO, type FotoVistoria } from '@morada/domain';
import { Camera, X } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Button } from '../../components/button';
import { Spinner } from '../../components/spinner';
import { cn } from '../../lib/cn';

const T = MSG_VISTORIAS_CAMPO_UI.item;

/** One batch of photos and its Idempotency-Key: a resend uses the same key, never doubling them. */
type Lote = { fotos: File[]; chave: string };

const novaChave = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `${Date.now()}-${Math.random().toString(36).slice(2)}`;

type FotosItemProps = {
  nomeItem: string;
  fotos: readonly FotoVistoria[];
  somenteLeitura: boolean;
  /** Reduces a photo on the phone (≤ 1600 px JPEG) before it is sent. */
  comprimir: (foto: File) => Promise<File>;
  onEnviar: (fotos: File[], chave: string) => Promise<unknown>;
  onApagar: (fotoId: string) => Promise<unknown>;
  /** Reads a private photo with the session (an `<img src>` carries no token). */
  carregarFoto: (fotoId: string) => Promise<Blob>;
  /** Starts in this batch's upload (the stories' "sending" state). */
  loteInicial?: Lote | undefined;
};

/** An item's photos: thumbnails with "remove", and the camera, a few photos per send. */
function FotosItem({
  nomeItem,
  fotos,
  somenteLeitura,
  comprimir,
  onEnviar,
  onApagar,
  carregarFoto,
  loteInicial,
}: FotosItemProps) {
  const id = useId();
  const [enviando, setEnviando] = useState<Lote | null>(loteInicial ?? null);
  const [falha, setFalha] = useState<Lote | null>(null);
  const [aviso, setAviso] = useState<string | undefined>();
  const [apagando, setApagando] = useState<string | null>(null);

  const enviar = async (lote: Lote) => {
    setFalha(null);
    setEnviando(lote);
    try {
      await onEnviar(lote.fotos, lote.chave);
    } catch {
      setFalha(lote);
    } finally {
      setEnviando(null);
    }
  };

  const escolher = async (lista: File[]) => {
    const cabem = lista.slice(0, VISTORIA_FOTOS_POR_ENVIO);
    setAviso(cabem.length < lista.length ? T.fotosDemais(VISTORIA_FOTOS_POR_ENVIO) : undefined);
    const reduzidas = await Promise.all(cabem.map((f) => comprimir(f)));
    await enviar({ fotos: reduzidas, chave: novaChave() });
  };

  const apagar = async (fotoId: string) => {
    setApagando(fotoId);
    try {
      await onApagar(fotoId);
    } catch {
      // the page tells the failure; the photo stays listed
    } finally {
      setApagando(null);
    }
  };

  const ocupado = enviando !== null;
  return (
    <div className="grid gap-2">
      {fotos.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6" aria-label={T.fotos}>
          {fotos.map((f, i) => (
            <li key={f.id} className="relative">
              <FotoPrivada fotoId={f.id} alt={T.foto(nomeItem, i + 1)} carregar={carregarFoto} />
              {somenteLeitura ? null : (
                <Button
                  type="button"
                  size="icon"
                  variant="secondary"
                  className="absolute top-1 right-1 size-8 rounded-full"
                  aria-label={T.removerFoto(nomeItem, i + 1)}
                  disabled={apagando === f.id}
                  onClick={() => void apagar(f.id)}
                >
                  <X aria-hidden />
                </Button>
              )}
            </li>
          ))}
        </ul>
      ) : null}
      {somenteLeitura ? null : (
        <>
          <label
            htmlFor={`${id}-camera`}
            className={cn(
              'inline-flex min-h-11 w-full cursor-pointer items-center justify-center gap-2 rounded-md border border-dashed border-border px-4 py-2 text-sm font-medium hover:bg-accent sm:w-fit',
              ocupado && 'pointer-events-none opacity-50',
            )}
          >
            <Camera className="size-4" aria-hidden />
            {T.adicionarFotos}
          </label>
          <input
            id={`${id}-camera`}
            type="file"
            accept="image/*"
            capture="environment"
            multiple
            className="sr-only"
            disabled={ocupado}
            onChange={(e) => {
              const lista = Array.from(e.currentTarget.files ?? []);
              e.currentTarget.value = '';
              if (lista.length > 0) void escolher(lista);
            }}
          />
        </>
      )}
      {enviando ? (
        <p role="status" className="flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner className="size-4" />
          {T.enviandoFotos(enviando.fotos.length)}
        </p>
      ) : null}
      {aviso ? <p className="text-sm text-muted-foreground">{aviso}</p> : null}
      {falha ? (
        <div role="alert" className="flex flex-wrap items-center gap-2 text-sm text-destructive">
          <span>{T.falhaFotos}</span>
          <Button type="button" size="sm" variant="outline" onClick={() => void enviar(falha)}>
            {T.reenviarFotos}
          </Button>
        </div>
      ) : null}
    </div>
  );
}

/** A private photo: fetched with the session and shown from an object URL (freed on unmount). */
function FotoPrivada({
  fotoId,
  alt,
  carregar,
}: {
  fotoId: string;
  alt: string;
  carregar: (fotoId: string) => Promise<Blob>;
}) {
  const [url, setUrl] = useState<string | undefined>();
  useEffect(() => {
    let ativo = true;
    let criada: string | undefined;
    carregar(fotoId)
      .then((blob) => {
        if (!ativo || typeof URL.createObjectURL !== 'function') return;
        criada = URL.createObjectURL(blob);
        setUrl(criada);
      })
      .catch(() => undefined); // the grey square stays; the alt text names the photo
    return () => {
      ativo = false;
      if (criada) URL.revokeObjectURL(criada);
    };
  }, [fotoId, carregar]);
  return <img src={url} alt={alt} className="aspect-square w-full rounded-md border bg-muted object-cover" />;
}

export { FotosItem, type Lote };
