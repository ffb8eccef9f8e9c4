import { useImoveis } from '@morada/api-client/site';
import { HomeView } from '@morada/ui/views/home';
import { MSG_SEO } from '@morada/domain';
import { useFavoritos } from '../../features/favoritos/use-favoritos';
import { useTitulo } from '../../features/seo/use-titulo';

/**
 * The home's featured properties, only those still on offer (also for a signed-in admin browsing
 * the site); the server renders them with the same filter, so the same cache key.
 */
export const FILTRO_DESTAQUES = { destaque: 'true', status: 'Disponível', limite: 3 } as const;

export function Component() {
  useTitulo(MSG_SEO.home.titulo);
  const { data, isLoading } = useImoveis(FILTRO_DESTAQUES);
  const { favoritos, alternar } = useFavoritos();
  // Only the first load: a revalidation of the server's answer (even an empty one) shows no placeholders.
  return (
    <HomeView
      destaques={data?.dados}
      carregando={isLoading && data === undefined}
      favoritos={favoritos}
      onToggleFavorito={alternar}
    />
  );
}
