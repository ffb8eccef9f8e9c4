import { Download, FileText } from 'lucide-react';
import { formatData, MSG, type DocumentoContrato } from '@morada/domain';
import { Button } from '../../components/button';

type DocumentosTabProps = {
  documentos: readonly DocumentoContrato[];
  baixandoId?: string | null;
  onDownload: (documento: DocumentoContrato) => void;
};

function DocumentosTab({ documentos, baixandoId, onDownload }: DocumentosTabProps) {
  if (documentos.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-border p-8 text-center text-muted-foreground">
        {MSG.locatario.nenhumDocumento}
      </p>
    );
  }
  return (
    <ul className="grid gap-3">
      {documentos.map((d) => (
        <li
          key={d.id}
          className="flex items-center justify-between gap-4 rounded-xl border border-border bg-card p-4"
        >
          <div className="flex items-center gap-3">
            <FileText className="size-6 text-primary" aria-hidden />
            <div>
              <p className="font-medium">{d.titulo}</p>
              <p className="text-sm text-muted-foreground">{formatData(d.data)}</p>
            </div>
          </div>
          <Button
            size="sm"
            variant="outline"
            disabled={!d.arquivo || baixandoId === d.id}
            onClick={() => onDownload(d)}
          >
            <Download className="size-4" aria-hidden />
            {MSG.locatario.baixar}
          </Button>
        </li>
      ))}
    </ul>
  );
}

export { DocumentosTab };
