import { MSG } from '@morada/domain';
import { ImagePlus, Undo2, X } from 'lucide-react';
import { useEffect, useId, useMemo } from 'react';
import { Button } from '../button';

const T = MSG.adminUi.imovelForm;

type PropertyPhotosProps = {
  existentes: readonly string[];
  paraRemover: readonly string[];
  novas: readonly File[];
  onRemoverExistente: (url: string) => void;
  onDesfazerRemocao: (url: string) => void;
  onAdicionar: (arquivos: File[]) => void;
  onRemoverNova: (indice: number) => void;
  error?: string;
};

/** Only image files are taken; anything else dropped on the input is ignored (section 5). */
const somenteImagens = (lista: FileList | null) =>
  Array.from(lista ?? []).filter((f) => f.type.startsWith('image/'));

/** Existing photos (removable into the to-remove list) and new ones with previews. */
function PropertyPhotos({
  existentes,
  paraRemover,
  novas,
  onRemoverExistente,
  onDesfazerRemocao,
  onAdicionar,
  onRemoverNova,
  error,
}: PropertyPhotosProps) {
  const id = useId();
  const previews = useMemo(() => novas.map((f) => URL.createObjectURL(f)), [novas]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);

  return (
    <fieldset
      data-slot="property-photos"
      className="space-y-3"
      aria-describedby={error ? `${id}-erro` : undefined}
    >
      <legend className="text-sm font-medium">{T.fotos}</legend>
      {existentes.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={T.fotosAtuais}>
          {existentes.map((url) => {
            const removida = paraRemover.includes(url);
            return (
              <li key={url} className="relative overflow-hidden rounded-md border border-border">
                <img
                  src={url}
                  alt=""
                  className={
                    removida
                      ? 'aspect-video w-full object-cover opacity-30'
                      : 'aspect-video w-full object-cover'
                  }
                />
                {removida ? (
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    className="absolute top-1 right-1"
                    onClick={() => onDesfazerRemocao(url)}
                  >
                    <Undo2 className="size-4" aria-hidden />
                    {T.desfazer}
                  </Button>
                ) : (
                  <Button
                    type="button"
                    size="icon"
                    variant="destructive"
                    className="absolute top-1 right-1 size-7"
                    aria-label={T.removerFoto}
                    onClick={() => onRemoverExistente(url)}
                  >
                    <X className="size-4" aria-hidden />
                  </Button>
                )}
              </li>
            );
          })}
        </ul>
      ) : null}
      {novas.length > 0 ? (
        <ul className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label={T.fotosNovas}>
          {novas.map((f, i) => (
            <li key={`${f.name}-${i}`} className="relative overflow-hidden rounded-md border border-border">
              <img src={previews[i]} alt={f.name} className="aspect-video w-full object-cover" />
              <Button
                type="button"
                size="icon"
                variant="destructive"
                className="absolute top-1 right-1 size-7"
                aria-label={`${T.removerFoto} ${f.name}`}
                onClick={() => onRemoverNova(i)}
              >
                <X className="size-4" aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <label
        htmlFor={`${id}-arquivos`}
        className="flex cursor-pointer flex-col items-center justify-center gap-2 rounded-md border-2 border-dashed border-border p-6 text-center text-sm hover:bg-accent"
      >
        <ImagePlus className="size-6 text-muted-foreground" aria-hidden />
        <span className="font-medium">{T.adicionarFotos}</span>
        <span className="text-muted-foreground">{MSG.imovelForm.dicaFotos}</span>
        <input
          id={`${id}-arquivos`}
          type="file"
          accept="image/*"
          multiple
          className="sr-only"
          aria-label={T.adicionarFotos}
          onChange={(e) => {
            onAdicionar(somenteImagens(e.target.files));
            e.target.value = '';
          }}
        />
      </label>
      {error ? (
        <p id={`${id}-erro`} role="alert" className="text-sm font-medium text-destructive">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}

export { PropertyPhotos, somenteImagens };
