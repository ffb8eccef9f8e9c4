import { assinaturasSite, useMinhasAssinaturas } from '@morada/api-client/site';
import { AssinaturasPendentesView } from '@morada/ui/views/assinaturas';
import { lerErroAssinatura } from './ler-erro';

/** Saves a downloaded file under its server name (the final PDF needs the session: never a public URL). */
const salvar = (blob: Blob, nome: string) => {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = nome;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/**
 * "Assinaturas pendentes" of the signed-in tenant or owner: GET /api/minhas-assinaturas, signing with
 * the password and the final PDF once complete.
 */
export function AssinaturasPendentes() {
  const { data, error, isLoading, mutate } = useMinhasAssinaturas();
  return (
    <AssinaturasPendentesView
      documentos={data}
      isLoading={isLoading}
      loadFailed={Boolean(error)}
      onRetry={() => void mutate()}
      onAssinar={async (docId, senha) => {
        const evidencia = await assinaturasSite.assinar(docId, senha);
        void mutate();
        return evidencia;
      }}
      onBaixarFinal={async (docId) => {
        const { blob, nomeArquivo } = await assinaturasSite.final(docId);
        salvar(blob, nomeArquivo ?? `documento-assinado-${docId}.pdf`);
      }}
      lerErro={lerErroAssinatura}
    />
  );
}
