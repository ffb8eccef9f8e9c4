import {
  CATEGORIAS_DOCUMENTO_PROPOSTA,
  MSG_PROPOSTAS,
  MSG_PROPOSTAS_UI,
  type DocumentoProposta,
} from '@morada/domain';
import { FileText, Trash2, Upload } from 'lucide-react';
import { useId, useRef, useState } from 'react';
import { Button } from '../../components/button';
import { Field } from '../../components/field';
import { Input } from '../../components/input';
import { NativeSelect } from '../../components/select';
import { LinkDocumento } from './documento-link';

const T = MSG_PROPOSTAS_UI.documentos;
type Categoria = DocumentoProposta['categoria'];
const ACEITOS = ['application/pdf', 'image/jpeg'];

/** A file on its way to the server: its progress (0–100) or why it failed. */
type EnvioDocumento = { id: string; nome: string; progresso: number; erro?: string | null };

type DocumentosFormProps = {
  documentos: readonly DocumentoProposta[];
  /** Os envios em andamento ou que falharam, um por arquivo. */
  envios: readonly EnvioDocumento[];
  /** Anexa o arquivo (PDF ou JPEG) na categoria; o app envia e mostra o progresso em `envios`. */
  onAnexar: (arquivo: File, categoria: Categoria) => void;
  /** Remove um documento (só no rascunho). */
  onRemover?: ((doc: DocumentoProposta) => void) | undefined;
  /** O endereço de download de um documento. */
  hrefDocumento: (docId: string) => string;
  desabilitado: boolean;
};

/**
 * The proposal's documents: the list (each downloadable and, while a draft, removable), and a file
 * (PDF or JPEG) with its category to attach, with each upload's progress or error.
 */
function DocumentosForm({
  documentos,
  envios,
  onAnexar,
  onRemover,
  hrefDocumento,
  desabilitado,
}: DocumentosFormProps) {
  const id = useId();
  const arquivoRef = useRef<HTMLInputElement>(null);
  const [categoria, setCategoria] = useState<Categoria>('identidade');
  const [erro, setErro] = useState<string | undefined>();
  const anexar = () => {
    const arquivo = arquivoRef.current?.files?.[0];
    if (!arquivo || !ACEITOS.includes(arquivo.type)) return setErro(T.tipoInvalido);
    setErro(undefined);
    onAnexar(arquivo, categoria);
    if (arquivoRef.current) arquivoRef.current.value = '';
  };
  return (
    <section aria-label={T.titulo} className="grid gap-3">
      <h3 className="font-semibold">{T.titulo}</h3>
      <p className="text-sm text-muted-foreground">{T.ajuda}</p>
      {documentos.length === 0 ? <p className="text-sm text-muted-foreground">{T.vazio}</p> : null}
      <ul className="grid gap-2">
        {documentos.map((d) => (
          <li key={d.id} className="flex items-center gap-2">
            <LinkDocumento documento={d} href={hrefDocumento(d.id)} />
            {onRemover ? (
              <Button
                type="button"
                size="icon"
                variant="ghost"
                className="ml-auto"
                aria-label={T.remover(d.nome)}
                disabled={desabilitado}
                onClick={() => onRemover(d)}
              >
                <Trash2 className="size-4 text-destructive" aria-hidden />
              </Button>
            ) : null}
          </li>
        ))}
        {envios.map((e) => (
          <li key={e.id} className="grid gap-1">
            <span className="flex items-center gap-2">
              <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
              <span className="min-w-0 truncate">{e.nome}</span>
            </span>
            {e.erro ? (
              <span role="alert" className="text-sm text-destructive">
                {e.erro}
              </span>
            ) : (
              <progress
                className="h-2 w-full"
                max={100}
                value={e.progresso}
                aria-label={T.enviando(e.progresso)}
              />
            )}
          </li>
        ))}
      </ul>
      <div className="grid gap-3 sm:grid-cols-[1fr_auto_auto] sm:items-end">
        <Field label={T.arquivo} htmlFor={`${id}-arquivo`} error={erro}>
          <Input
            id={`${id}-arquivo`}
            ref={arquivoRef}
            type="file"
            accept=".pdf,.jpg,.jpeg,application/pdf,image/jpeg"
            aria-invalid={!!erro}
            disabled={desabilitado}
            onChange={() => setErro(undefined)}
          />
        </Field>
        <Field label={T.categoria} htmlFor={`${id}-categoria`}>
          <NativeSelect
            id={`${id}-categoria`}
            value={categoria}
            disabled={desabilitado}
            onChange={(e) =>
              setCategoria(CATEGORIAS_DOCUMENTO_PROPOSTA.find((c) => c === e.target.value) ?? 'outros')
            }
          >
            {CATEGORIAS_DOCUMENTO_PROPOSTA.map((c) => (
              <option key={c} value={c}>
                {MSG_PROPOSTAS.categoriasDocumento[c]}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <Button type="button" variant="outline" disabled={desabilitado} onClick={anexar}>
          <Upload className="size-4" aria-hidden />
          {T.enviar}
        </Button>
      </div>
    </section>
  );
}

export { DocumentosForm };
export type { DocumentosFormProps, EnvioDocumento };
