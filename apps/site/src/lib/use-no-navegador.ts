import { useSyncExternalStore } from 'react';

const nuncaMuda = () => () => undefined;
const sim = () => true;
const nao = () => false;

/**
 * False on the server and during hydration, true from the render after it: for what only the
 * browser knows (stored favourites, the toasts' region) without a hydration mismatch.
 */
export const useNoNavegador = () => useSyncExternalStore(nuncaMuda, sim, nao);
