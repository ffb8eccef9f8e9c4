import type { Ref } from 'react';

/** Sets a callback or object ref (react-hook-form's `field.ref` focuses the input on error). */
export const atribuirRef = <T>(ref: Ref<T> | undefined, valor: T | null) => {
  if (typeof ref === 'function') ref(valor);
  else if (ref) ref.current = valor;
};
