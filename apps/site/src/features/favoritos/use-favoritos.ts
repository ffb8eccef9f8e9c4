import { useCallback, useState } from 'react';

const CHAVE = 'morada-favoritos';

const ler = (): Set<string> => {
  try {
    const lista: unknown = JSON.parse(localStorage.getItem(CHAVE) ?? '[]');
    return new Set(Array.isArray(lista) ? lista.filter((x): x is string => typeof x === 'string') : []);
  } catch {
    return new Set();
  }
};

/** Favourite hearts: local to this browser, never sent to the server. */
export const useFavoritos = () => {
  const [favoritos, setFavoritos] = useState<ReadonlySet<string>>(ler);
  const alternar = useCallback((id: string) => {
    setFavoritos((atual) => {
      const novo = new Set(atual);
      if (novo.has(id)) novo.delete(id);
      else novo.add(id);
      try {
        localStorage.setItem(CHAVE, JSON.stringify([...novo]));
      } catch {
        // storage full or blocked: the heart still toggles for this visit
      }
      return novo;
    });
  }, []);
  return { favoritos, alternar };
};
