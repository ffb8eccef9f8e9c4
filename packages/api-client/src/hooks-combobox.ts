import { useState } from 'react';
import { api } from './api';
import type { FiltroUsuarios } from './endpoints/usuarios';
import { useRecurso } from './hooks-core';

/** How many matches a picker shows: enough to choose from, small enough to answer fast at 100k rows. */
export const LIMITE_OPCOES = 10;

/** What a back-office picker searches: users of one profile, or properties (every status). */
export type AlvoBusca = 'imoveis' | NonNullable<Exclude<FiltroUsuarios['perfil'], 'todos' | ''>>;

/** One choice of a picker: the id stored, the label read and a detail that tells namesakes apart. */
export type OpcaoBusca = { id: string; rotulo: string; detalhe?: string };

const buscar = async (alvo: AlvoBusca, termo: string): Promise<OpcaoBusca[]> => {
  const busca = termo || undefined;
  if (alvo === 'imoveis') {
    const { dados } = await api.imoveis.listar({ busca, status: 'todos', limite: LIMITE_OPCOES });
    return dados.map((i) => ({
      id: i.id,
      rotulo: i.titulo,
      detalhe: `${i.endereco}, ${i.bairro}, ${i.cidade}`,
    }));
  }
  const { dados } = await api.usuarios.pagina({ busca, perfil: alvo, limite: LIMITE_OPCOES });
  return dados.map((u) => ({ id: u.id, rotulo: u.nome, detalhe: u.email }));
};

/**
 * A searchable picker's source (the ui Combobox's `fonte`): nothing is asked until the picker opens;
 * then each debounced term is one cached read of at most LIMITE_OPCOES rows, keyed by the term under
 * the list's resource (so invalidar('usuarios') / invalidar('imoveis') refreshes it). The previous
 * answer stays while the next one loads.
 */
export const useBuscaOpcoes = (alvo: AlvoBusca) => {
  const [termo, setTermo] = useState<string | null>(null);
  const recurso = alvo === 'imoveis' ? 'imoveis' : 'usuarios';
  const { data, error, isLoading } = useRecurso(
    termo === null ? null : [recurso, 'opcoes', alvo, termo],
    () => buscar(alvo, termo ?? ''),
    { keepPreviousData: true },
  );
  return { opcoes: data, carregando: isLoading, erro: Boolean(error), onBuscar: setTermo };
};
