import { useState } from 'react';

/**
 * An action asked for on one item and run after a confirmation (e.g. “Excluir”): the item awaiting
 * confirmation, whether the action is running, and `confirmar`. The dialog closes once the action
 * resolves; when it rejects the app shows why (toast) and the dialog stays so the user can retry or cancel.
 */
function useAcaoConfirmada<T>(acao: (alvo: T) => Promise<unknown>) {
  const [alvo, setAlvo] = useState<T | null>(null);
  const [ocupado, setOcupado] = useState(false);
  const confirmar = async () => {
    if (!alvo) return;
    setOcupado(true);
    try {
      await acao(alvo);
      setAlvo(null);
    } catch {
      // Toast shown by the app.
    } finally {
      setOcupado(false);
    }
  };
  return { alvo, setAlvo, ocupado, confirmar };
}

type AcaoConfirmada<T> = ReturnType<typeof useAcaoConfirmada<T>>;

export { useAcaoConfirmada };
export type { AcaoConfirmada };
