import { siteApi } from '@morada/api-client/site';
import { MSG_PROPOSTAS_UI } from '@morada/domain';
import { toast } from '@morada/ui/toast';
import type { MouseEvent } from 'react';

/** Where a proposal's document is: the API's path, which the views show as the download link. */
export const hrefDocumentoProposta = (propostaId: string) => (docId: string) =>
  `/api/propostas/${encodeURIComponent(propostaId)}/documentos/${encodeURIComponent(docId)}`;

const CAMINHO = /^\/api\/propostas\/([^/]+)\/documentos\/([^/?#]+)$/;

/**
 * The documents are private: the browser alone would ask for the link without the session's token
 * (401). A click on one is caught here and the file is read with the token and saved instead.
 */
export const baixarDocumentoAoClicar = (e: MouseEvent) => {
  const link = e.target instanceof Element ? e.target.closest('a[href]') : null;
  const achou = link && CAMINHO.exec(new URL(link.getAttribute('href') ?? '', location.origin).pathname);
  if (!achou) return;
  e.preventDefault();
  const [, id = '', docId = ''] = achou.map(decodeURIComponent);
  void siteApi.propostas
    .baixarDocumento(id, docId)
    .then(({ blob, nomeArquivo }) => {
      const url = URL.createObjectURL(blob);
      const a = document.createElement('a');
      a.href = url;
      a.download = nomeArquivo ?? link.getAttribute('download') ?? docId;
      document.body.append(a);
      a.click();
      a.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    })
    .catch((err: unknown) =>
      toast({
        title: MSG_PROPOSTAS_UI.erros.baixar,
        description: err instanceof Error ? err.message : undefined,
        variant: 'destructive',
      }),
    );
};
