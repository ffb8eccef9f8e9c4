import { useParams } from 'react-router-dom';
import { isApiError, siteApi, useRespostaVisita } from '@morada/api-client/site';
import { MSG_VISITAS_UI } from '@morada/domain';
import { RespostaVisitaView } from '@morada/ui/views/imovel-detalhe';
import { useTitulo } from '../../features/seo/use-titulo';

/**
 * /visitas/resposta/{token}: the link of the e-mail in which the corretor proposes another time; the
 * visitor accepts it here. Client-rendered (not public: not indexed, nothing to preview).
 */
export function Component() {
  const { token } = useParams();
  useTitulo(MSG_VISITAS_UI.resposta.titulo);
  const { data, error, isLoading, mutate } = useRespostaVisita(token);
  // A malformed token is a 400 and an unknown one a 404: either way the link no longer stands.
  const naoEncontrada = error?.status === 404 || error?.status === 400;
  return (
    <RespostaVisitaView
      resposta={data}
      isLoading={isLoading}
      naoEncontrada={naoEncontrada}
      loadFailed={Boolean(error) && !naoEncontrada}
      onRetry={() => void mutate()}
      onAceitar={async () => {
        const aceita = await siteApi.visitasPublicas.aceitarProposta(token!);
        void mutate(aceita, { revalidate: false });
        return aceita;
      }}
      mensagemDoErro={(e) => (isApiError(e) ? e.mensagem : undefined)}
    />
  );
}
