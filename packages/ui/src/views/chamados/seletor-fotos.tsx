import { Camera, X } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { CHAMADO_FOTOS_MAX, FOTO_MAX_BYTES, MSG_CHAMADOS, MSG_CHAMADOS_UI } from '@morada/domain';
import { Button } from '../../components/button';
import { cn } from '../../lib/cn';

const T = MSG_CHAMADOS_UI.form;
const MB = FOTO_MAX_BYTES / (1024 * 1024);

type SeletorFotosProps = {
  fotos: readonly File[];
  onChange: (fotos: File[]) => void;
  /** Reduces each photo before it joins the list (the phone's canvas copy). */
  comprimir: (foto: File) => Promise<File>;
  /** The server's word on the photos (400/413), shown under them. */
  erro?: string | undefined;
  desabilitado?: boolean;
};

/**
 * Photos from the camera or the gallery: each reduced on the phone, shown as a thumbnail that can be
 * removed, with the limit of photos and size said up front and a photo still too big refused here.
 */
function SeletorFotos({ fotos, onChange, comprimir, erro, desabilitado = false }: SeletorFotosProps) {
  const id = useId();
  const [preparando, setPreparando] = useState(false);
  const [erroLocal, setErroLocal] = useState<string | undefined>();
  const urls = useMemo(
    () => fotos.map((f) => (typeof URL.createObjectURL === 'function' ? URL.createObjectURL(f) : '')),
    [fotos],
  );
  useEffect(() => () => urls.forEach((u) => u && URL.revokeObjectURL(u)), [urls]);

  const adicionar = async (novas: File[]) => {
    setErroLocal(undefined);
    const cabem = novas.slice(0, Math.max(0, CHAMADO_FOTOS_MAX - fotos.length));
    if (cabem.length < novas.length) setErroLocal(MSG_CHAMADOS.erros.fotosDemais(CHAMADO_FOTOS_MAX));
    setPreparando(true);
    try {
      const reduzidas = await Promise.all(cabem.map((f) => comprimir(f)));
      const grande = reduzidas.find((f) => f.size > FOTO_MAX_BYTES);
      if (grande) setErroLocal(T.fotoGrande(grande.name, MB));
      onChange([...fotos, ...reduzidas.filter((f) => f.size <= FOTO_MAX_BYTES)]);
    } finally {
      setPreparando(false);
    }
  };

  const mensagem = erroLocal ?? erro;
  const cheio = fotos.length >= CHAMADO_FOTOS_MAX;
  return (
    <fieldset className="grid gap-2" aria-describedby={`${id}-dica`}>
      <legend className="text-sm font-medium">{T.fotos}</legend>
      <p id={`${id}-dica`} className="text-xs text-muted-foreground">
        {T.limiteFotos(CHAMADO_FOTOS_MAX, MB)}
      </p>
      {fotos.length > 0 ? (
        <ul className="grid grid-cols-3 gap-2 sm:grid-cols-6">
          {fotos.map((f, i) => (
            <li key={`${f.name}-${i}`} className="relative">
              {urls[i] ? (
                <img
                  src={urls[i]}
                  alt={f.name}
                  className="aspect-square w-full rounded-md border object-cover"
                />
              ) : (
                <span className="flex aspect-square items-center justify-center rounded-md border p-1 text-xs break-all">
                  {f.name}
                </span>
              )}
              <Button
                type="button"
                size="icon"
                variant="secondary"
                className="absolute top-1 right-1 size-8 rounded-full"
                aria-label={T.removerFoto(i + 1)}
                disabled={desabilitado}
                onClick={() => onChange(fotos.filter((_, j) => j !== i))}
              >
                <X aria-hidden />
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <label
        htmlFor={`${id}-input`}
        className={cn(
          'inline-flex min-h-11 w-full cursor-pointer items-center justify-center gap-2 rounded-md border border-dashed border-border px-4 py-2 text-sm font-medium hover:bg-accent sm:w-fit',
          (cheio || desabilitado) && 'pointer-events-none opacity-50',
        )}
      >
        <Camera className="size-4" aria-hidden />
        {preparando ? T.preparandoFotos : T.adicionarFotos}
      </label>
      <input
        id={`${id}-input`}
        type="file"
        accept="image/*"
        capture="environment"
        multiple
        className="sr-only"
        disabled={cheio || desabilitado || preparando}
        aria-invalid={!!mensagem}
        aria-describedby={mensagem ? `${id}-erro` : undefined}
        onChange={(e) => {
          const lista = Array.from(e.currentTarget.files ?? []);
          e.currentTarget.value = '';
          if (lista.length > 0) void adicionar(lista);
        }}
      />
      {mensagem ? (
        <p id={`${id}-erro`} role="alert" className="text-sm font-medium text-destructive">
          {mensagem}
        </p>
      ) : null}
    </fieldset>
  );
}

export { SeletorFotos };
