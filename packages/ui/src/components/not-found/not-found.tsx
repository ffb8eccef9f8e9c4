import type { ComponentProps } from 'react';
import { MSG_PUBLICO } from '@morada/domain';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../button';
import { AppLink, useRotas } from '../link';

type NotFoundProps = Omit<ComponentProps<'section'>, 'children'>;

function NotFound({ className, ...props }: NotFoundProps) {
  const rotas = useRotas();
  return (
    <section
      data-slot="not-found"
      className={cn('mx-auto grid max-w-md place-items-center gap-4 px-4 py-24 text-center', className)}
      {...props}
    >
      <p className="text-6xl font-bold text-primary" aria-hidden>
        404
      </p>
      <h1 className="text-2xl font-semibold">{MSG_PUBLICO.notFound.titulo}</h1>
      <AppLink href={rotas.site.inicio} className={buttonVariants()}>
        {MSG_PUBLICO.notFound.voltar}
      </AppLink>
    </section>
  );
}

export { NotFound };
export type { NotFoundProps };
