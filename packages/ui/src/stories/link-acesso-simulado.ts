import type { LinkAcesso } from '@morada/domain';
import { useState } from 'react';

type Args<T> = {
  onGerarLinkAcesso?: (alvo: T) => Promise<unknown>;
  onFecharLinkAcesso?: () => void;
};

/**
 * Plays the app's part for a story: after the (spied) onGerarLinkAcesso the view gets a link, and
 * closing the dialog drops it. Spread the result into the view.
 */
export function useLinkAcessoSimulado<T>(args: Args<T>, linkDe: (alvo: T) => LinkAcesso) {
  const [linkAcesso, setLinkAcesso] = useState<LinkAcesso | null>(null);
  return {
    linkAcesso,
    onFecharLinkAcesso: () => {
      args.onFecharLinkAcesso?.();
      setLinkAcesso(null);
    },
    onGerarLinkAcesso: async (alvo: T) => {
      await args.onGerarLinkAcesso?.(alvo);
      setLinkAcesso(linkDe(alvo));
    },
  };
}
