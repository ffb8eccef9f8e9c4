import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useImovel } from '@morada/api-client/site';
import { caminhoDoImovel, idDoSegmento, MSG_SEO, tituloDoImovel } from '@morada/domain';
import { ImovelDetalheView } from '@morada/ui/views/imovel-detalhe';
import { useAgencia } from '../../features/agencia/use-agencia';
import { registrarCliqueWhatsapp, useAgendamento } from '../../features/visitas/use-agendamento';
import { useTitulo } from '../../features/seo/use-titulo';

/**
 * /imoveis/{slug}-{id}, and the older /imoveis/{id} and /imovel/{id} (section 2), which the server
 * answers with a redirect and the browser replaces with the canonical address once it knows it.
 */
export function Component() {
  const { slug } = useParams();
  const id = slug ? idDoSegmento(slug) : undefined;
  const { data, error, isLoading, mutate } = useImovel(id);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!data || error) return;
    const canonico = caminhoDoImovel(data);
    if (pathname !== canonico) void navigate(`${canonico}${search}`, { replace: true });
  }, [data, error, pathname, search, navigate]);
  const agencia = useAgencia();
  const agendamento = useAgendamento(id);

  // A missing property (or a malformed id) is 'Imóvel não encontrado.'; any other failure (the server's,
  // the network's) is the page's load error, with a retry.
  const naoEncontrado = error?.status === 404 || error?.status === 400;
  useTitulo(
    data
      ? (nome) => tituloDoImovel(data, nome)
      : naoEncontrado
        ? MSG_SEO.imovelNaoEncontrado.titulo
        : undefined,
  );

  // The server renders a missing property as null (data, not loading): 'Imóvel não encontrado.' at once.
  // A failed revalidation keeps the property already on screen.
  const imovel = naoEncontrado ? undefined : (data ?? undefined);
  return (
    <ImovelDetalheView
      imovel={imovel}
      isLoading={isLoading && data === undefined}
      loadFailed={Boolean(error) && !naoEncontrado && !imovel}
      onRetry={() => void mutate()}
      agencia={agencia}
      agendamento={agendamento}
      onWhatsapp={registrarCliqueWhatsapp(id)}
    />
  );
}
