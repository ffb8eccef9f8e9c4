import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';
import { useImovel } from '@morada/api-client/site';
import { caminhoDoImovel, idDoSegmento, MSG_PUBLICO, MSG_SEO, tituloDoImovel } from '@morada/domain';
import { toast } from '@morada/ui/toast';
import { ImovelDetalheView } from '@morada/ui/views/imovel-detalhe';
import { useAgencia } from '../../features/agencia/use-agencia';
import { useTitulo } from '../../features/seo/use-titulo';

/**
 * /imoveis/{slug}-{id}, and the older /imoveis/{id} and /imovel/{id} (section 2), which the server
 * answers with a redirect and the browser replaces with the canonical address once it knows it.
 */
export function Component() {
  const { slug } = useParams();
  const id = slug ? idDoSegmento(slug) : undefined;
  const { data, error, isLoading } = useImovel(id);
  const { pathname, search } = useLocation();
  const navigate = useNavigate();

  useEffect(() => {
    if (!data || error) return;
    const canonico = caminhoDoImovel(data);
    if (pathname !== canonico) void navigate(`${canonico}${search}`, { replace: true });
  }, [data, error, pathname, search, navigate]);
  const agencia = useAgencia();

  useEffect(() => {
    // A missing property is a page state ('Imóvel não encontrado.'); anything else also toasts.
    if (error && error.status !== 404) {
      toast({
        title: MSG_PUBLICO.detalhe.erroTitulo,
        description: MSG_PUBLICO.detalhe.erroDescricao,
        variant: 'destructive',
      });
    }
  }, [error]);

  useTitulo(
    data ? (nome) => tituloDoImovel(data, nome) : error ? MSG_SEO.imovelNaoEncontrado.titulo : undefined,
  );

  // The server renders a missing property as null (data, not loading): 'Imóvel não encontrado.' at once.
  const imovel = error ? undefined : (data ?? undefined);
  return <ImovelDetalheView imovel={imovel} isLoading={isLoading && data === undefined} agencia={agencia} />;
}
