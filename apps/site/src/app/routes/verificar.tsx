import { useNavigate, useParams } from 'react-router-dom';
import { assinaturasSite, useVerificacao } from '@morada/api-client/site';
import { MSG_ASSINATURAS_UI } from '@morada/domain';
import { VerificarDocumentoView } from '@morada/ui/views/assinaturas';
import { lerErroAssinatura } from '../../features/assinaturas/ler-erro';
import { useTitulo } from '../../features/seo/use-titulo';

/**
 * /verificar and /verificar/{codigo}: the public verification of a signed document (issue 37), by the
 * code printed on its signature page or by uploading the PDF. Server-rendered, not indexed.
 */
export function Component() {
  const { codigo } = useParams();
  const navigate = useNavigate();
  useTitulo(MSG_ASSINATURAS_UI.verificar.titulo);
  const { data, error, isLoading, mutate } = useVerificacao(codigo);
  const naoEncontrado = error?.status === 404 || error?.status === 400;
  return (
    <VerificarDocumentoView
      // A new code in the address starts a new check (the typed text and any file's answer reset).
      key={codigo ?? ''}
      codigo={codigo}
      resultado={data}
      isLoading={isLoading || (Boolean(codigo) && !data && !error)}
      naoEncontrado={naoEncontrado}
      loadFailed={Boolean(error) && !naoEncontrado}
      onRetry={() => void mutate()}
      onVerificarCodigo={(c) => navigate(`/verificar/${encodeURIComponent(c)}`)}
      onVerificarArquivo={(arquivo) => {
        const form = new FormData();
        form.append('arquivo', arquivo);
        return assinaturasSite.publicas.verificarArquivo(form);
      }}
      lerErro={lerErroAssinatura}
    />
  );
}
