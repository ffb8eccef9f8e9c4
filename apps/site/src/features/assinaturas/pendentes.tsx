import { assinaturasSite, useAssinaturasConcluidas, useMinhasAssinaturas } from '@morada/api-client/site';
import { AssinaturasConcluidasView, AssinaturasPendentesView } from '@morada/ui/views/assinaturas';
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

const baixarFinal = async (docId: string) => {
  const { blob, nomeArquivo } = await assinaturasSite.final(docId);
  salvar(blob, nomeArquivo ?? `documento-assinado-${docId}.pdf`);
};

/**
 * "Assinaturas pendentes" of the signed-in tenant or owner (GET /api/minhas-assinaturas, signing with
 * the password and the final PDF once complete) and, beside it, "Documentos assinados"
 * (GET /api/minhas-assinaturas/concluidas): both in this lazy chunk.
 */
export function AssinaturasPendentes() {
  const { data, error, isLoading, mutate } = useMinhasAssinaturas();
  const concluidas = useAssinaturasConcluidas();
  return (
    <div className="grid gap-8">
      <AssinaturasPendentesView
        documentos={data}
        isLoading={isLoading}
        loadFailed={Boolean(error)}
        onRetry={() => void mutate()}
        onAssinar={async (docId, senha) => {
          const evidencia = await assinaturasSite.assinar(docId, senha);
          void mutate();
          // Mine may have been the last signature: the document moves to "Documentos assinados".
          void concluidas.mutate();
          return evidencia;
        }}
        onBaixarFinal={baixarFinal}
        lerErro={lerErroAssinatura}
      />
      <AssinaturasConcluidasView
        documentos={concluidas.data}
        isLoading={concluidas.isLoading}
        loadFailed={Boolean(concluidas.error)}
        onRetry={() => void concluidas.mutate()}
        onBaixarFinal={baixarFinal}
        lerErro={lerErroAssinatura}
      />
    </div>
  );
}
