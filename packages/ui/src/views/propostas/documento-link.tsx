import { MSG_PROPOSTAS, MSG_PROPOSTAS_UI } from '@morada/domain';
import { FileText } from 'lucide-react';
import type { DocumentoProposta } from './tipos';

/** A document of the proposal: its name as the download link, and its category. */
function LinkDocumento({ documento: d, href }: { documento: DocumentoProposta; href: string }) {
  return (
    <>
      <FileText className="size-4 shrink-0 text-muted-foreground" aria-hidden />
      <a
        href={href}
        download={d.nome}
        aria-label={MSG_PROPOSTAS_UI.documentos.baixar(d.nome)}
        className="min-w-0 truncate underline-offset-4 hover:underline"
      >
        {d.nome}
      </a>
      <span className="text-sm text-muted-foreground">{MSG_PROPOSTAS.categoriasDocumento[d.categoria]}</span>
    </>
  );
}

export { LinkDocumento };
