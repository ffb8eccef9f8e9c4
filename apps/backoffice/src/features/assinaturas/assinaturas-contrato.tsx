import {
  api,
  invalidarAssinaturasAdmin,
  isApiError,
  useAditivos,
  useAssinaturasContrato,
} from '@morada/api-client';
import { MSG_ASSINATURAS, MSG_ASSINATURAS_ADMIN_UI, type Contrato } from '@morada/domain';
import { baixarArquivo } from '@morada/ui/data-toolbar';
import {
  AssinaturasContratoDialog,
  LinksAssinaturaDialog,
  type LinkSignatario,
  type PedidoAssinatura,
} from '@morada/ui/views/admin-assinaturas';
import { useEffect, useState } from 'react';
import { servidor, toastErro, toastSucesso } from '../../lib/notificar';

const T = MSG_ASSINATURAS_ADMIN_UI.contrato;
const A = MSG_ASSINATURAS.acoes;

type AssinaturasContratoProps = {
  /** The contract whose "Assinaturas" dialog is open; null closes it. */
  contrato: Contrato | null;
  onFechar: () => void;
};

/**
 * The contract's "Assinaturas" dialog wired to the API: its documents, sending one, a new link for a
 * pending signer and the final PDF. Loaded lazily by the contracts page (only when the dialog opens).
 */
export default function AssinaturasContrato({ contrato, onFechar }: AssinaturasContratoProps) {
  const leitura = useAssinaturasContrato(contrato?._id);
  const aditivos = useAditivos(contrato?._id);
  // Without SMTP the server answers each link once: shown here, never kept.
  const [links, setLinks] = useState<LinkSignatario[] | null>(null);
  useEffect(() => {
    if (leitura.error) toastErro(leitura.error, T.erroCarregar, T.erroCarregar, A.listar);
  }, [leitura.error]);

  const enviar = async (pedido: PedidoAssinatura) => {
    if (!contrato) return;
    try {
      const r = await api.assinaturas.pedir(contrato._id, pedido);
      if (r.links.length > 0) setLinks(r.links);
      toastSucesso(
        T.enviado,
        r.enviadoPorEmail && r.links.length === 0 ? T.enviadoPorEmail : r.documento.titulo,
      );
      await invalidarAssinaturasAdmin();
    } catch (e) {
      // A 409 (the same PDF still pending) is shown under the button, with the server's sentence.
      if (!(isApiError(e) && e.status === 409)) toastErro(e, T.erroEnviar, T.erroEnviar, A.pedir);
      throw e;
    }
  };

  return (
    <>
      <AssinaturasContratoDialog
        contrato={contrato}
        onOpenChange={(o) => !o && onFechar()}
        documentos={leitura.data}
        loading={leitura.isLoading}
        loadFailed={Boolean(leitura.error) && !leitura.data}
        onRetry={() => void leitura.mutate()}
        aditivos={aditivos.data}
        onEnviar={enviar}
        mensagemDoErro={(e) => (isApiError(e) && e.status === 409 ? servidor(e.corpo) : undefined)}
        onReenviarLink={async (d, s) => {
          try {
            const r = await api.assinaturas.reenviarLink(d.id, s.id);
            if (r.link) setLinks([{ signatarioId: s.id, nome: s.nome, link: r.link }]);
            else toastSucesso(T.reenviado, s.email);
            await invalidarAssinaturasAdmin();
          } catch (e) {
            toastErro(e, T.erroReenviar, T.erroReenviar, A.reenviar);
            throw e;
          }
        }}
        onBaixarFinal={(d) =>
          void api.assinaturas
            .final(d.id)
            .then(({ blob, nomeArquivo }) => baixarArquivo(blob, nomeArquivo ?? `${d.titulo}.pdf`))
            .catch((e: unknown) => toastErro(e, T.erroBaixar, T.erroBaixar, A.baixar))
        }
      />
      <LinksAssinaturaDialog links={links} onOpenChange={(o) => !o && setLinks(null)} />
    </>
  );
}
