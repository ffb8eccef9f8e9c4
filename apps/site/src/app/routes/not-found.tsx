import { NotFound } from '@morada/ui/not-found';

export function Component() {
  return <NotFound />;
}
