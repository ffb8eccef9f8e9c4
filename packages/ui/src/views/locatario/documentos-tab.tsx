import { Download, FileText } from 'lucide-react';
import { useId } from 'react';
import { formatData, MSG_LOCATARIO, type DocumentoContrato } from '@morada/domain';
import { Button } from '../../components/button';

type DocumentosTabProps = {
  documentos: readonly DocumentoContrato[];
  baixandoId?: string | null;
  onDownload: (documento: DocumentoContrato) => void;
};

/**
 * One document: 'Baixar' greyed while there is no file, with the reason the server gave shown
 * beside it and read as the button's description.
 */
function DocumentoItem({
  documento: d,
  baixandoId,
  onDownload,
}: { documento: DocumentoContrato } & Omit<DocumentosTabProps, 'documentos'>) {
  const motivoId = useId();
  const motivo = !d.arquivo && d.indisponivel ? d.indisponivel : undefined;
  return (
    <li className="flex items-center justify-between gap-4 rounded-xl border border-border bg-card p-4">
      <div className="flex items-center gap-3">
        <FileText className="size-6 shrink-0 text-primary" aria-hidden />
        <div>
          <p className="font-medium">{d.titulo}</p>
          <p className="text-sm text-muted-foreground">{formatData(d.data)}</p>
          {motivo ? (
            <p id={motivoId} className="text-sm text-muted-foreground">
              {motivo}
            </p>
          ) : null}
        </div>
      </div>
      <Button
        size="sm"
        variant="outline"
        disabled={!d.arquivo || baixandoId === d.id}
        aria-describedby={motivo ? motivoId : undefined}
        onClick={() => onDownload(d)}
      >
        <Download className="size-4" aria-hidden />
        {MSG_LOCATARIO.locatario.baixar}
      </Button>
    </li>
  );
}

function DocumentosTab({ documentos, baixandoId, onDownload }: DocumentosTabProps) {
  if (documentos.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
        {MSG_LOCATARIO.locatario.nenhumDocumento}
      </p>
    );
  }
  return (
    <ul className="grid gap-3">
      {documentos.map((d) => (
        <DocumentoItem key={d.id} documento={d} baixandoId={baixandoId} onDownload={onDownload} />
      ))}
    </ul>
  );
}

export { DocumentosTab };
