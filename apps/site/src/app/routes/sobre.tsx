import { SobreView } from '@morada/ui/views/sobre';

export function Component() {
  return <SobreView />;
}
