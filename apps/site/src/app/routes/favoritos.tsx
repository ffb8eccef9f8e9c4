import { useMemo } from 'react';
import { useImoveisPorIds } from '@morada/api-client/site';
import { MSG_PUBLICO } from '@morada/domain';
import { FavoritosView } from '@morada/ui/views/favoritos';
import { useFavoritos } from '../../features/favoritos/use-favoritos';
import { useTitulo } from '../../features/seo/use-titulo';

/**
 * /favoritos: the properties hearted in this browser, read by id whatever their status, so one
 * that became unavailable shows as such instead of vanishing.
 */
export function Component() {
  useTitulo(MSG_PUBLICO.favoritos.titulo);
  const { favoritos, alternar, lidos } = useFavoritos();
  // Sorted, so the same hearts are the same request (and cache key) whatever order they were added.
  const ids = useMemo(() => [...favoritos].sort(), [favoritos]);
  // Un-hearting hides the card at once (the view filters by the hearts) while the shorter list loads.
  const { data, error, isLoading } = useImoveisPorIds(lidos ? ids : undefined);
  return (
    <FavoritosView
      imoveis={data}
      favoritos={favoritos}
      onToggleFavorito={alternar}
      isLoading={!lidos || (ids.length > 0 && isLoading)}
      erro={error?.mensagem}
    />
  );
}
