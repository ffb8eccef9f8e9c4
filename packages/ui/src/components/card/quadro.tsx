import type { ComponentProps, ReactNode } from 'react';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from './card';

type QuadroProps = ComponentProps<typeof Card> & {
  /** The panel's `data-slot`. */
  slot: string;
  /** The title in the header; it also names the region. */
  titulo: string;
  /** Classes of the body (`CardContent`). */
  conteudoClassName?: string;
  /** What goes in the footer, below the body (none without it). */
  rodape?: ReactNode;
};

/** A dashboard panel: a card that is a region named by its title, the title in its header, then the body and an optional footer. */
function Quadro({ slot, titulo, conteudoClassName, rodape, children, ...props }: QuadroProps) {
  return (
    <Card data-slot={slot} role="region" aria-label={titulo} {...props}>
      <CardHeader>
        <CardTitle className="text-base">{titulo}</CardTitle>
      </CardHeader>
      <CardContent className={conteudoClassName}>{children}</CardContent>
      {rodape ? <CardFooter>{rodape}</CardFooter> : null}
    </Card>
  );
}

export { Quadro };
