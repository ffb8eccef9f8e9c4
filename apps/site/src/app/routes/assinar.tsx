import { useParams } from 'react-router-dom';
import { assinaturasSite, useLinkAssinatura } from '@morada/api-client/site';
import { MSG_ASSINATURAS_UI } from '@morada/domain';
import { AssinarDocumentoView } from '@morada/ui/views/assinaturas';
import { lerErroAssinatura } from '../../features/assinaturas/ler-erro';
import { useTitulo } from '../../features/seo/use-titulo';

/**
 * /assinar/{token}: the signing link of the e-mail (issue 37). No sign-in; server-rendered with the
 * link already read, not indexed.
 */
export function Component() {
  const { token } = useParams();
  useTitulo(MSG_ASSINATURAS_UI.assinar.titulo);
  const { data, error, isLoading, mutate } = useLinkAssinatura(token);
  const status = error?.status;
  // A malformed token is a 400 and an unknown or expired one a 404: either way the link does not stand.
  const naoEncontrado = status === 404 || status === 400;
  const bloqueado = status === 409;
  return (
    <AssinarDocumentoView
      link={data}
      // Nothing read and no error yet is loading (the server renders that too when it could not read).
      isLoading={isLoading || (!data && !error)}
      naoEncontrado={naoEncontrado}
      bloqueado={bloqueado}
      loadFailed={Boolean(error) && !naoEncontrado && !bloqueado}
      onRetry={() => void mutate()}
      urlDocumento={`/api/assinaturas/link/${encodeURIComponent(token ?? '')}/documento.pdf`}
      urlFinal={`/api/assinaturas/link/${encodeURIComponent(token ?? '')}/final.pdf`}
      onEnviarCodigo={() => assinaturasSite.publicas.enviarCodigo(token!)}
      onAssinar={async (prova) => {
        const evidencia = await assinaturasSite.publicas.assinar(token!, prova);
        void mutate();
        return evidencia;
      }}
      lerErro={lerErroAssinatura}
    />
  );
}
