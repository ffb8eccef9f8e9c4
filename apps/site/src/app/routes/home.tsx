import { useImoveis } from '@morada/api-client/site';
import { HomeView } from '@morada/ui/views/home';
import { useFavoritos } from '../../features/favoritos/use-favoritos';

export function Component() {
  const { data } = useImoveis({ destaque: 'true', limite: 3 });
  const { favoritos, alternar } = useFavoritos();
  return <HomeView destaques={data?.dados} favoritos={favoritos} onToggleFavorito={alternar} />;
}
