import type { Contrato } from '@morada/domain';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';

type Dialogos = Record<'pagamentos' | 'garantia', (contrato: Contrato) => void>;

/**
 * A dashboard alert's link (`?busca=CT-1&pagamentos=<id>` or `&garantia=<id>`): the list starts
 * searched by the number, and the contract's dialog opens once the list is in. The dialog's
 * parameter then leaves the URL, so closing the dialog (or a reload) does not open it again.
 */
export function useAbrirDaUrl(contratos: readonly Contrato[] | undefined, abrir: Dialogos) {
  const [params, setParams] = useSearchParams();
  // The latest callbacks, read by the effect without making it run on every render.
  const abrirRef = useRef(abrir);
  useLayoutEffect(() => {
    abrirRef.current = abrir;
  });
  useEffect(() => {
    if (!contratos) return;
    const chaves = (['pagamentos', 'garantia'] as const).filter((k) => params.has(k));
    if (chaves.length === 0) return;
    const resto = new URLSearchParams(params);
    for (const chave of chaves) {
      const contrato = contratos.find((c) => c._id === params.get(chave));
      if (contrato) abrirRef.current[chave](contrato);
      resto.delete(chave);
    }
    setParams(resto, { replace: true });
  }, [contratos, params, setParams]);
  return params.get('busca') ?? '';
}
