import { useCallback, useSyncExternalStore } from 'react';
import { useNoNavegador } from '../../lib/use-no-navegador';

/** The hearts' localStorage key (a JSON list of property ids). */
export const CHAVE_FAVORITOS = 'morada-favoritos';

const VAZIO: ReadonlySet<string> = new Set();
const ouvintes = new Set<() => void>();

/**
 * The last list read and its Set: the snapshot must be the same object while storage holds the
 * same text, or useSyncExternalStore would re-render forever.
 */
let cache: { texto: string | null; favoritos: ReadonlySet<string> } = { texto: null, favoritos: VAZIO };

const lerTexto = (): string | null => {
  try {
    return localStorage.getItem(CHAVE_FAVORITOS);
  } catch {
    return null; // storage blocked (private mode, policy): no hearts kept
  }
};

const paraConjunto = (texto: string | null): ReadonlySet<string> => {
  try {
    const lista: unknown = JSON.parse(texto ?? '[]');
    return new Set(Array.isArray(lista) ? lista.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return VAZIO;
  }
};

const snapshot = (): ReadonlySet<string> => {
  const texto = lerTexto();
  if (texto !== cache.texto) cache = { texto, favoritos: paraConjunto(texto) };
  return cache.favoritos;
};

/** Server render and hydration: no hearts, so the first client render matches the HTML. */
const snapshotServidor = (): ReadonlySet<string> => VAZIO;

const avisar = () => {
  for (const ouvinte of ouvintes) ouvinte();
};

/** Other tabs change the list through the 'storage' event; this tab through `gravar`. */
const assinar = (ouvinte: () => void) => {
  ouvintes.add(ouvinte);
  const aoMudarStorage = (e: StorageEvent) => {
    if (e.key === CHAVE_FAVORITOS || e.key === null) ouvinte();
  };
  window.addEventListener('storage', aoMudarStorage);
  return () => {
    ouvintes.delete(ouvinte);
    window.removeEventListener('storage', aoMudarStorage);
  };
};

/** When storage refuses writes, the hearts of this visit live here instead. */
let semStorage: ReadonlySet<string> | null = null;
const snapshotCliente = () => semStorage ?? snapshot();

const gravar = (favoritos: ReadonlySet<string>) => {
  try {
    localStorage.setItem(CHAVE_FAVORITOS, JSON.stringify([...favoritos]));
  } catch {
    // Storage full or blocked: the heart still toggles for this visit.
    semStorage = favoritos;
  }
  avisar();
};

/**
 * Favourite hearts: local to this browser (localStorage 'morada-favoritos'), never sent to the
 * server. Read through useSyncExternalStore, never during render: the server and the first client
 * render see no hearts, and the browser's list appears right after hydration, in every tab.
 */
export const useFavoritos = () => {
  const favoritos = useSyncExternalStore(assinar, snapshotCliente, snapshotServidor);
  // False on the server and during hydration: "no hearts yet" is then "not read yet", not "none".
  const lidos = useNoNavegador();
  const alternar = useCallback((id: string) => {
    const novo = new Set(snapshotCliente());
    if (novo.has(id)) novo.delete(id);
    else novo.add(id);
    gravar(novo);
  }, []);
  return { favoritos, alternar, lidos };
};
