import { SobreView } from '@morada/ui/views/sobre';
import { MSG_SEO } from '@morada/domain';
import { useTitulo } from '../../features/seo/use-titulo';

export function Component() {
  useTitulo(MSG_SEO.sobre.titulo);
  return <SobreView />;
}
