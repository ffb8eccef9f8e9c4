import { MSG_PUBLICO } from '@morada/domain';
import { NotFound } from '@morada/ui/not-found';
import { useTitulo } from '../../features/seo/use-titulo';

export function Component() {
  useTitulo(MSG_PUBLICO.notFound.titulo);
  return <NotFound />;
}
