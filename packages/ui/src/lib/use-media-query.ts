import { useCallback, useSyncExternalStore } from 'react';

/**
 * Whether a CSS media query matches, following resizes. For layouts that change structure (cards
 * vs table), so only one of them is in the DOM; without matchMedia it answers `padrao`.
 */
export const useMediaQuery = (query: string, padrao = true): boolean => {
  const assinar = useCallback(
    (avisar: () => void) => {
      const lista = window.matchMedia?.(query);
      lista?.addEventListener('change', avisar);
      return () => lista?.removeEventListener('change', avisar);
    },
    [query],
  );
  return useSyncExternalStore(
    assinar,
    () => window.matchMedia?.(query).matches ?? padrao,
    () => padrao,
  );
};
