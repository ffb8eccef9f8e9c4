import { useEffect } from 'react';
import { AGENCIA, tituloDaPagina } from '@morada/domain';
import { useAgencia } from '../agencia/use-agencia';

/**
 * The tab's title after a navigation inside the app, the same the server writes on a first load:
 * a page's name ('Sobre nós' → 'Sobre nós — Morada Imóveis') or a title built with the agency's
 * name (a property's, with its price). Undefined leaves the title as it is (data still loading).
 */
export const useTitulo = (titulo: string | ((nomeAgencia: string) => string) | undefined) => {
  const nome = useAgencia()?.nome || AGENCIA.nome;
  const texto =
    titulo === undefined
      ? undefined
      : typeof titulo === 'function'
        ? titulo(nome)
        : tituloDaPagina(titulo, nome);
  useEffect(() => {
    if (texto) document.title = texto;
  }, [texto]);
};
