import { useState } from 'react';

/**
 * The toolbar's 'Atualizar' button: reloads the list (`recarregar`, an SWR mutate) and says it is
 * busy meanwhile, so the button spins and cannot be pressed twice.
 */
export function useAtualizar(recarregar: () => Promise<unknown>) {
  const [refreshing, setRefreshing] = useState(false);
  const onRefresh = async () => {
    setRefreshing(true);
    try {
      await recarregar();
    } finally {
      setRefreshing(false);
    }
  };
  return { refreshing, onRefresh };
}
